"""Inputs that used to give a silent wrong result now stop with one line (issue: reliability)."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from heartbench.cli import app
from heartbench.errors import InputError
from heartbench.llm.ledger import Ledger
from heartbench.release.gate import check_release
from heartbench.seeds.anonymize import SALT_FILE, _salt
from heartbench.workspace import Workspace

runner = CliRunner()


def test_an_empty_or_broken_surrogate_secret_is_refused(tmp_path):
    ws = Workspace.init(tmp_path / "ws", "salt")
    for content, problem in ((b"\n", "is empty"), (b"abc\n", "3 characters"), (b"\xff\xfe\x00", "not UTF-8")):
        (ws.private_dir / SALT_FILE).write_bytes(content)
        with pytest.raises(InputError, match=problem):
            _salt(ws)


def test_release_refuses_when_the_anonymised_seeds_lost_their_private_mappings(tmp_path):
    ws = Workspace.init(tmp_path / "ws", "gate")
    marker = ws.stage_dir("seeds-anonymize") / "_SUCCESS"
    marker.parent.mkdir(parents=True)
    marker.write_text('{"fingerprint": "x"}', encoding="utf-8")
    with pytest.raises(InputError, match="cannot look for the seeds' original values"):
        check_release(ws, [])


def test_a_zero_byte_ledger_is_not_taken_for_a_new_one(tmp_path):
    path = tmp_path / "ledger.sqlite"
    path.write_bytes(b"")
    with pytest.raises(InputError, match="empty file"):
        Ledger(path)


def test_a_bench_toml_with_a_byte_order_mark_is_read(tmp_path):
    ws = Workspace.init(tmp_path / "ws", "bom")
    config = ws.root / "bench.toml"
    config.write_bytes(b"\xef\xbb\xbf" + config.read_bytes())
    assert Workspace.open(ws.root).config.name == "bom"


def test_a_bench_toml_saved_as_gbk_names_the_line_and_the_byte(tmp_path):
    """A Chinese Windows editor's default encoding: one line, the first bad byte and its line, what to do (说 in GBK,
    CB B5, happens to be UTF-8 too; 明, C3 F7, is not)."""
    ws = Workspace.init(tmp_path / "ws", "gbk")
    config = ws.root / "bench.toml"
    lines = config.read_text(encoding="utf-8").splitlines(keepends=True)
    config.write_bytes("".join(lines[:2]).encode("utf-8") + "# 说明\n".encode("gbk") + "".join(lines[2:]).encode("utf-8"))
    result = runner.invoke(app, ["split", "-w", str(ws.root)])
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert result.output.strip() == f"error: {config}:3: not UTF-8 text (byte 0xC3 on this line; a GBK or ANSI file?): save it as UTF-8"


@pytest.mark.parametrize("name", ['my "bench"', "two\nlines", "back\\slash", "  "])
def test_init_refuses_a_name_it_would_have_to_alter(tmp_path, name):
    result = runner.invoke(app, ["init", str(tmp_path / "ws"), "--name", name])
    assert result.exit_code == 2 and result.output.strip().count("\n") == 0
    assert not (tmp_path / "ws").exists()


def test_a_killed_runs_leftovers_are_cleared_by_the_next_run(workspace, tmp_path):
    """A temporary file of an atomic write a killed stage never renamed, and the staging folder
    of a killed release, are gone after the next run (both run under the workspace's writer lock)."""
    import json

    from tests.release.test_release import case_line, write_cases

    cases = write_cases(tmp_path / "c.jsonl", [case_line("c1", "normal"), case_line("c2", "hard")])
    stage = workspace / "stages" / "import"
    stage.mkdir(parents=True)
    (stage / ".records.jsonl.x1y2.tmp").write_text("half", encoding="utf-8")
    staging = workspace / "releases" / ".0.1.0.k3z.partial"
    staging.mkdir(parents=True)
    (staging / "README.md").write_text("half", encoding="utf-8")
    assert runner.invoke(app, ["import", str(cases), "-w", str(workspace)]).exit_code == 0
    assert not list(stage.glob(".*.tmp"))
    assert runner.invoke(app, ["release", "0.1.0", "-w", str(workspace)]).exit_code == 0
    assert not staging.exists() and json.loads((workspace / "releases/0.1.0/manifest.json").read_text(encoding="utf-8"))


def test_evaluate_score_exits_1_while_cases_stay_unscored(v1_dir, tmp_path):
    verdicts = tmp_path / "v.jsonl"
    verdicts.write_text('{"question_id": "03UFRn", "model": "m", "detail": [1, 0]}\n', encoding="utf-8")  # wrong length, 295 missing
    args = ["evaluate", "score", "--dataset", str(v1_dir), "--verdicts", str(verdicts), "--out", str(tmp_path / "s.json")]
    result = runner.invoke(app, args)
    assert result.exit_code == 1 and "296 (case, model) pair(s) unscored" in result.stderr
    assert runner.invoke(app, [*args, "--force", "--allow-unscored"]).exit_code == 0


def test_import_does_not_silently_supersede_built_cases(workspace, tmp_path):
    from tests.release.test_release import case_line, write_cases

    marker = workspace / "stages" / "build-dialogues" / "_SUCCESS"
    marker.parent.mkdir(parents=True)
    marker.write_text('{"fingerprint": "x"}', encoding="utf-8")
    cases = write_cases(tmp_path / "c.jsonl", [case_line("c1", "normal")])
    refused = runner.invoke(app, ["import", str(cases), "-w", str(workspace)])
    assert refused.exit_code == 2 and "pass --force" in refused.output
    assert runner.invoke(app, ["import", str(cases), "-w", str(workspace), "--force"]).exit_code == 0


def test_export_of_no_cases_is_refused(workspace, tmp_path):
    from heartbench.stages import StageOutput

    out = StageOutput(workspace / "stages" / "import", "empty")
    with out:
        out.finish({}, sequence=1)
    result = runner.invoke(app, ["export", str(tmp_path / "out"), "-w", str(workspace)])
    assert result.exit_code == 2 and "no cases to export" in result.output
    assert not (tmp_path / "out").exists()


def _finished(ws, stage: str, fp: str, sequence: int, cases=(), **marker) -> None:
    from heartbench.stages import StageOutput

    out = StageOutput(ws.root / "stages" / stage, fp)
    with out:
        for case in cases:
            out.keep(case, case.case_id)
        out.finish({}, sequence=sequence, **marker)


def _cases():
    from heartbench.schema import Case, RubricItem, Turn

    items = [RubricItem(item_id=f"{cid}-1", dimension="warmth", score=3, content="细则内容一", kind="case") for cid in ("c1", "c2")]
    return [Case(case_id=cid, dialogue=[Turn(role="A", content="我很累。")], rubric=[item], difficulty=level)
            for cid, item, level in zip(("c1", "c2"), items, ("normal", "hard"))]  # fmt: skip


def test_release_refuses_cases_built_on_seeds_that_were_ingested_again(workspace):
    from heartbench.workspace import Workspace

    ws = Workspace.open(workspace)
    _finished(ws, "seeds-anonymize", "anon-1", 1)
    _finished(ws, "build-dialogues", "built-1", 2, _cases(), inputs={"seeds-anonymize": "anon-1"})
    _finished(ws, "seeds-anonymize", "anon-2", 3)  # the seeds were ingested and anonymised again
    result = runner.invoke(app, ["release", "0.1.0", "-w", str(workspace)])
    assert result.exit_code == 2 and "stale: `seeds-anonymize` ran again after it" in result.output
    assert "heartbench build dialogues" in result.output and not (workspace / "releases/0.1.0").exists()


def test_release_refuses_when_a_setting_a_stage_read_changed_since(workspace):
    from heartbench.stages.staleness import config_digest
    from heartbench.workspace import Workspace

    ws = Workspace.open(workspace)
    _finished(ws, "import", "imp", 1, _cases())
    _finished(ws, "rubrics-prune", "pruned", 2, _cases(), inputs={"import": "imp"}, config={"thresholds": config_digest(ws, "thresholds")})
    assert runner.invoke(app, ["release", "0.1.0", "-w", str(workspace)]).exit_code == 0
    config = workspace / "bench.toml"
    config.write_text(config.read_text(encoding="utf-8").replace("case_saturation = 80.0", "case_saturation = 60.0"), encoding="utf-8")
    result = runner.invoke(app, ["release", "0.2.0", "-w", str(workspace)])
    assert result.exit_code == 2 and "bench.toml [thresholds] changed after it ran" in result.output and "rubrics prune" in result.output


def test_ingest_never_starts_more_workers_than_cores(workspace, tmp_path):
    import json

    from heartbench.stages.parallel import default_jobs

    text = tmp_path / "one.txt"
    text.write_text("最近工作压力很大，每天都睡不好。\n", encoding="utf-8")
    result = runner.invoke(app, ["seeds", "ingest", str(text), "-w", str(workspace), "-j", "500"])
    assert result.exit_code == 0, result.output
    stats = json.loads((workspace / "stages/seeds-ingest/stats.json").read_text(encoding="utf-8"))
    assert stats["jobs"] <= default_jobs()


def test_a_stage_refuses_inputs_built_on_a_stage_that_ran_again(workspace):
    """prune reads the current cases and the pilot run, both finished and consistent with each
    other, but built on seeds anonymised again since: it names the first stage to rerun."""
    from heartbench.schema import ItemVerdict, Verdict
    from heartbench.workspace import Workspace

    ws = Workspace.open(workspace)
    cases = _cases()
    _finished(ws, "seeds-anonymize", "anon-1", 1)
    _finished(ws, "build-dialogues", "built-1", 2, cases, inputs={"seeds-anonymize": "anon-1"})
    from heartbench.stages import StageOutput

    pilot = StageOutput(ws.root / "stages" / "pilot", "pilot-1", "verdicts.jsonl")
    with pilot:
        for case in cases:
            for model in ("p/a", "p/b"):
                verdict = Verdict(case_id=case.case_id, model=model, judge="j", items=[ItemVerdict(item_id=i.item_id, hit=True) for i in case.rubric])
                pilot.keep(verdict, f"{case.case_id}|{model}")
        pilot.finish({}, sequence=3, inputs={"build-dialogues": "built-1"})
    _finished(ws, "seeds-anonymize", "anon-2", 4)
    result = runner.invoke(app, ["rubrics", "prune", "-w", str(workspace)])
    assert result.exit_code == 2 and "would read stale input: `seeds-anonymize` ran again after it" in result.output
    assert "heartbench build dialogues" in result.output and not (workspace / "stages/rubrics-prune/records.jsonl").exists()


def test_seeds_run_on_ray_without_a_cluster_is_one_line(workspace, tmp_path, monkeypatch):
    ray = pytest.importorskip("ray", reason="Ray (scale extra) is not installed")
    pytest.importorskip("datatrove", reason="datatrove (scale extra) is not installed")
    if ray.is_initialized():
        pytest.skip("a Ray runtime is already up in this process")
    monkeypatch.delenv("RAY_ADDRESS", raising=False)

    def no_cluster(address=None, **_):  # what ray.init says when nothing runs (another test may have left a cluster up)
        raise ConnectionError("Could not find any running Ray instance. Please specify the one to connect to.")

    monkeypatch.setattr(ray, "init", no_cluster)
    text = tmp_path / "one.txt"
    text.write_text("最近工作压力很大，每天都睡不好，也不知道该跟谁说。\n" * 3, encoding="utf-8")
    result = runner.invoke(app, ["seeds", "run", str(text), "-w", str(workspace), "--executor", "ray"])
    assert result.exit_code == 2 and result.output.strip().count("\n") == 0
    assert "--executor ray: no Ray cluster at auto" in result.output


def test_seeds_run_on_ray_at_an_address_nobody_listens_on_is_one_line_at_once(workspace, tmp_path, monkeypatch):
    """RAY_ADDRESS pointing at a port with nothing behind it: ray.init would wait for minutes."""
    import socket

    ray = pytest.importorskip("ray", reason="Ray (scale extra) is not installed")
    pytest.importorskip("datatrove", reason="datatrove (scale extra) is not installed")
    if ray.is_initialized():
        pytest.skip("a Ray runtime is already up in this process")
    with socket.socket() as probe:  # a loopback port that was free a moment ago
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    monkeypatch.setenv("RAY_ADDRESS", f"127.0.0.1:{port}")
    monkeypatch.setattr(ray, "init", lambda *a, **k: pytest.fail("ray.init was called for an address nobody listens on"))
    text = tmp_path / "one.txt"
    text.write_text("最近工作压力很大，每天都睡不好，也不知道该跟谁说。\n" * 3, encoding="utf-8")
    result = runner.invoke(app, ["seeds", "run", str(text), "-w", str(workspace), "--executor", "ray"])
    assert result.exit_code == 2 and result.output.strip().count("\n") == 0, result.output
    assert f"no Ray cluster answers at 127.0.0.1:{port}" in result.output and "RAY_ADDRESS" in result.output


@pytest.mark.slow
def test_agreement_of_a_copied_workspace_is_recorded_in_the_copy_not_the_original(finished_demo, tmp_path):
    import shutil

    copy = tmp_path / "copy"
    shutil.copytree(finished_demo, copy)
    log = "measurements/judge-human.jsonl"
    original_log = (finished_demo / log).read_bytes()
    sheets = sorted(str(path) for path in (copy / "agreement-sheets/filled").glob("*.xlsx"))
    result = runner.invoke(app, ["evaluate", "agreement", "import", *sheets, "--run", str(copy / "evaluation-all"),
                                 "--out", str(tmp_path / "agreement.json")])  # fmt: skip
    assert result.exit_code == 0, result.output
    assert f"{copy / log}" in result.output
    assert (finished_demo / log).read_bytes() == original_log
    assert len((copy / log).read_text(encoding="utf-8").splitlines()) == len(original_log.splitlines()) + 1


@pytest.mark.slow
def test_a_finished_stage_on_a_chain_whose_setting_moved_is_not_up_to_date(finished_demo, tmp_path):
    """split does not read case_saturation, so its own marker still matches; but prune, which
    it stands on, read it: split must not call itself up to date, and names prune to rerun."""
    import shutil

    ws = tmp_path / "ws"
    shutil.copytree(finished_demo, ws)
    assert "up to date" in runner.invoke(app, ["split", "-w", str(ws)]).output
    config = ws / "bench.toml"
    config.write_text(config.read_text(encoding="utf-8").replace("case_saturation = 70.0", "case_saturation = 60.0"), encoding="utf-8")
    result = runner.invoke(app, ["split", "-w", str(ws)])
    assert result.exit_code == 2, result.output
    assert "case_saturation changed after it ran" in result.output and "heartbench rubrics prune" in result.output


@pytest.mark.slow
def test_private_folders_stay_the_owners_alone_after_the_demo_and_a_localisation(finished_demo):
    """The demo's copy gave folders the umask's modes and the anonymiser then wrote its
    mappings into a private/ that others could read (0755)."""
    import stat

    for folder in (finished_demo / "private", finished_demo / "localized-en" / "private"):
        assert stat.S_IMODE(folder.stat().st_mode) == 0o700, folder


def test_a_command_to_rerun_quotes_a_workspace_path_the_shell_would_split(tmp_path):
    import shlex

    from tests.support import with_sources

    root = with_sources(Workspace.init(tmp_path / "my bench", name="spaced").root)
    ws = Workspace.open(root)
    _finished(ws, "seeds-anonymize", "anon-1", 1)
    _finished(ws, "build-dialogues", "built-1", 2, _cases(), inputs={"seeds-anonymize": "anon-1"})
    _finished(ws, "seeds-anonymize", "anon-2", 3)
    result = runner.invoke(app, ["release", "0.1.0", "-w", str(root)])
    assert result.exit_code == 2
    command = next(part for part in result.output.split("`") if part.startswith("heartbench "))
    assert shlex.split(command)[:5] == ["heartbench", "build", "dialogues", "-w", str(root)], command


def test_release_refuses_cases_read_under_a_standard_edited_since(workspace, tmp_path):
    """The standard is upstream of every stage that reads it: an expert's edit to a custom
    standard's principles after the cases were made stops the release, naming what to rerun."""
    import shutil

    from heartbench.standard import standard_file
    from tests.release.test_release import case_line, write_cases

    shutil.copy(standard_file("heartbench-zh"), workspace / "our-standard.yaml")
    config = workspace / "bench.toml"
    config.write_text(config.read_text(encoding="utf-8").replace('standard = "heartbench-zh"', 'standard = "our-standard.yaml"'),
                      encoding="utf-8")  # fmt: skip
    cases = write_cases(tmp_path / "c.jsonl", [case_line("c1", "normal"), case_line("c2", "hard")])
    assert runner.invoke(app, ["import", str(cases), "-w", str(workspace)]).exit_code == 0
    standard = workspace / "our-standard.yaml"
    standard.write_text(standard.read_text(encoding="utf-8").replace("不堆砌套话", "不堆砌套话和术语", 1), encoding="utf-8")
    result = runner.invoke(app, ["release", "0.1.0", "-w", str(workspace)])
    assert result.exit_code == 2, result.output
    assert "the standard our-standard.yaml changed after it ran" in result.output and "heartbench import" in result.output
    assert not (workspace / "releases/0.1.0").exists()


def test_a_stage_that_read_the_judges_own_template_is_stale_once_the_file_is_edited(workspace):
    from heartbench.stages.staleness import config_digest, first_stale
    from heartbench.templates import PACKAGED as TEMPLATES

    config = workspace / "bench.toml"
    config.write_text(config.read_text(encoding="utf-8").replace('# template = "templates/judge.txt"', 'template = "our-judge.txt"'),
                      encoding="utf-8")  # fmt: skip
    template = workspace / "our-judge.txt"
    template.write_text((TEMPLATES / "judge.zh.txt").read_text(encoding="utf-8"), encoding="utf-8")
    ws = Workspace.open(workspace)
    _finished(ws, "import", "imp", 1, _cases())
    # a stage that read [judge] (pilot and the review's verdicts do; the marker is what counts)
    _finished(ws, "rubrics-prune", "pruned", 2, _cases(), inputs={"import": "imp"}, config={"judge": config_digest(ws, "judge")})
    assert first_stale(ws, "rubrics-prune") is None
    template.write_text(template.read_text(encoding="utf-8") + "\n请特别严格。\n", encoding="utf-8")
    stale = first_stale(ws, "rubrics-prune")
    assert stale is not None and stale.stage == "rubrics-prune" and stale.reason == "bench.toml [judge] or the template file it names changed after it ran"


def test_an_evaluation_refused_for_a_missing_key_leaves_no_folder(v1_dir, tmp_path, monkeypatch):
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    out = tmp_path / "run"
    result = runner.invoke(app, ["evaluate", "run", "--dataset", str(v1_dir / "question_all.jsonl"), "--model", "anthropic/claude-sonnet-4-6",
                                 "--judge", "anthropic/claude-sonnet-4-6", "--out", str(out)])  # fmt: skip
    assert result.exit_code == 2 and "needs the ANTHROPIC_API_KEY environment variable" in result.output
    assert not out.exists()


def test_reviewer_sheets_are_never_written_into_a_folder_only_the_kit_writes(workspace):
    for internal in ("stages", "private/sheets", "releases/sheets"):
        result = runner.invoke(app, ["rubrics", "review", "export", "-w", str(workspace), "--out", str(workspace / internal)])
        assert result.exit_code == 2, result.output
        assert "choose a folder outside it" in result.output or "writing there would destroy it" in result.output, result.output
        assert not list((workspace / internal.split("/")[0]).glob("**/reviewer-*"))
