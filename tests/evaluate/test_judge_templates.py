"""Prompt templates: the packaged answer and judge templates, and checks on a user's own file."""

from __future__ import annotations

from pathlib import Path

import pytest

from heartbench.errors import InputError
from heartbench.evaluation.answers import ANSWER_SPEC, answer_request
from heartbench.evaluation.judge import JUDGE_SPEC
from heartbench.schema import Case, Turn
from heartbench.templates import load_template, packaged_path

ANSWER_OK = """\
# my own answer prompt
version: mine/7

=== system ===
Be kind. Costs $$5.

=== user ===
Chat so far:
${dialogue}
Reply now.

=== turn ===
$role says: $content
"""


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "template.txt"
    path.write_text(text, encoding="utf-8")
    return path


def test_packaged_templates_load_with_versions():
    assert load_template(ANSWER_SPEC).version == "answer.zh/1"
    assert load_template(JUDGE_SPEC).version == "judge.zh/2"
    assert packaged_path("judge", "zh").is_file()


def test_own_answer_template_is_used(tmp_path):
    template = load_template(ANSWER_SPEC, write(tmp_path, ANSWER_OK))
    case = Case(case_id="x1", dialogue=[Turn(role="A", content="hi"), Turn(role="B", content="yo"), Turn(role="A", content="sad")])
    request = answer_request(case, "openai/m", template)
    assert request.system == "Be kind. Costs $5."
    assert request.messages[0].content == "Chat so far:\nA says: hi\nB says: yo\nA says: sad\nReply now."
    assert request.template_version == "mine/7"
    assert (request.meta.task, request.meta.case_id, request.meta.subject) == ("answer", "x1", None)


def test_answer_must_reply_to_a():
    template = load_template(ANSWER_SPEC)
    case = Case(case_id="x2", dialogue=[Turn(role="A", content="hi"), Turn(role="B", content="yo")])
    with pytest.raises(InputError, match="case x2: the dialogue ends on B"):
        answer_request(case, "openai/m", template)


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        (ANSWER_OK.replace("$role says", "$speaker says"), ":13: section 'turn': unknown placeholder $speaker (allowed here: $content, $role)"),
        (ANSWER_OK.replace("${dialogue}", "(none)"), ":7: section 'user' must contain $dialogue"),
        (ANSWER_OK.replace("Chat so far:", "\nChat $ far:"), ":9: section 'user': lone '$' (write '$$' for a dollar sign, '$name' for a placeholder)"),
        (ANSWER_OK.replace("version: mine/7\n", ""), ": missing 'version: ...' line before the first section"),
        (ANSWER_OK.replace("=== turn ===\n$role says: $content\n", ""), ": missing section(s) turn (a answer template needs: system, user, turn)"),
        (ANSWER_OK + "\n=== extra ===\nx\n", ":15: unknown section 'extra' in a answer template (expected: system, user, turn)"),
        (ANSWER_OK + "\n=== user ===\n$dialogue\n", ":15: section 'user' appears twice (first at line 7)"),
        ("stray text\n" + ANSWER_OK, ":1: before the first '=== section ===' only 'version: ...', comments and blank lines are allowed"),
    ],
)
def test_bad_templates_are_one_clear_line(tmp_path, text, problem):
    path = write(tmp_path, text)
    with pytest.raises(InputError) as caught:
        load_template(ANSWER_SPEC, path)
    assert str(caught.value) == f"{path}{problem}"


def test_judge_template_needs_its_sections(tmp_path):
    path = write(tmp_path, ANSWER_OK)
    with pytest.raises(InputError, match="unknown section 'user' in a judge template"):
        load_template(JUDGE_SPEC, path)


def test_unreadable_template_files(tmp_path):
    with pytest.raises(InputError, match="answer template not found"):
        load_template(ANSWER_SPEC, tmp_path / "nope.txt")
    (tmp_path / "latin1.txt").write_bytes("version: x\n\xe9".encode("latin-1"))
    with pytest.raises(InputError, match="not UTF-8 text"):
        load_template(ANSWER_SPEC, tmp_path / "latin1.txt")
    with pytest.raises(InputError, match="no packaged answer template for language 'xx'"):
        load_template(ANSWER_SPEC, language="xx")


def test_a_workspace_judge_template_is_used_and_recorded(tmp_path):
    """`[judge] template` names the team's own wording; evaluate run records its version and digest."""
    import hashlib
    import json

    from typer.testing import CliRunner

    from heartbench.cli import app
    from tests.support import Bench

    bench = Bench(tmp_path / "ws", "judge-template", judge="scripted/judge", pilots=["scripted/pa", "scripted/pb"])
    mine = bench.root / "my-judge.txt"
    mine.write_text(packaged_path("judge", "zh").read_text(encoding="utf-8").replace("version: judge.zh/2", "version: team-judge/1"),
                    encoding="utf-8")  # fmt: skip
    config = bench.root / "bench.toml"
    config.write_text(config.read_text(encoding="utf-8").replace('# template = "templates/judge.txt"', 'template = "my-judge.txt"'),
                      encoding="utf-8")  # fmt: skip
    from heartbench.schema import RubricItem

    items = [RubricItem(item_id="c1-1", dimension="warmth", score=3, content="细则内容", kind="case")]
    bench.cases("rubrics-draft", [Case(case_id="c1", dialogue=[Turn(role="A", content="我最近很累。")], rubric=items)])
    bench.reply("scripted/m", "answer", "c1", "我在听。")
    bench.reply("scripted/judge", "judge", "c1", json.dumps({"items": [{"id": 1, "reason": "有", "hit": True}]}), subject="scripted/m")
    out = tmp_path / "run"
    result = CliRunner().invoke(app, ["evaluate", "run", "-w", str(bench.root), "--model", "scripted/m", "--out", str(out)])
    assert result.exit_code == 0, result.output
    recorded = json.loads((out / "run.json").read_text(encoding="utf-8"))["judge_template"]
    assert recorded == {"version": "team-judge/1", "source": str(mine), "sha256": hashlib.sha256(mine.read_bytes()).hexdigest()}
    mine.write_text("version: broken/1\n\n=== system ===\nhi\n", encoding="utf-8")
    broken = CliRunner().invoke(app, ["evaluate", "run", "-w", str(bench.root), "--model", "scripted/m", "--out", str(tmp_path / "r2")])
    assert broken.exit_code == 2 and "missing section(s)" in broken.output and str(mine) in broken.output
