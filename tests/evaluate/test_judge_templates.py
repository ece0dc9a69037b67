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
