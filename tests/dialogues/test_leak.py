"""The leak gate: structured PII or an original value of the seed rejects a rewrite, and the
reason names the entity type, never the value."""

from __future__ import annotations

import json

import pytest

from heartbench.dialogues.checks import Candidate
from heartbench.dialogues.leak import LeakGate
from heartbench.pii.engine import Anonymizer
from tests.dialogues.conftest import dialogue_json

ORIGINALS = {
    "林晓雯": "PERSON",
    "13812345678": "CN_MOBILE",
    "110105199003078764": "CN_ID_CARD",
}


@pytest.fixture(scope="module")
def gate() -> LeakGate:
    return LeakGate(Anonymizer(), {"seed-1": ORIGINALS, "seed-2": {}})


def verdict(gate: LeakGate, *contents: str, seed: str = "seed-1", raw: str | None = None):
    reply = raw if raw is not None else dialogue_json(*[("AB"[i % 2], c) for i, c in enumerate(contents)])
    return gate.filter(Candidate.from_reply(seed, reply))


@pytest.mark.parametrize(
    "content, entity_type, value",
    [
        ("有事可以打我电话13812345678，我一直在。", "CN_MOBILE", "13812345678"),
        ("警察问我身份证号，我报了110105199003078764。", "CN_ID_CARD", "110105199003078764"),
        ("我叫林晓雯，最近总是失眠。", "PERSON", "林晓雯"),
    ],
)
def test_a_planted_original_is_rejected_by_type_never_by_value(gate, content, entity_type, value):
    keep, reason = verdict(gate, content)
    assert keep is False
    assert entity_type in reason
    assert value not in reason


def test_an_original_name_is_reported_as_coming_from_the_private_mapping(gate):
    _, reason = verdict(gate, "我叫林晓雯，最近总是失眠。")
    assert reason == "original values from the seed's private mapping (PERSON)"


def test_structured_pii_is_rejected_even_when_it_is_a_surrogate_or_invented(gate):
    # Not in any mapping: a benchmark dialogue needs no phone number or e-mail at all.
    keep, reason = verdict(gate, "你可以加我微信或者打18605714934找我。", seed="seed-2")
    assert keep is False and reason == "personal data in the dialogue (CN_MOBILE)"
    keep, reason = verdict(gate, "我的邮箱是 ningxinpeng751@163.com。", seed="seed-2")
    assert keep is False and "EMAIL_ADDRESS" in reason and "ningxinpeng751" not in reason


def test_a_surrogate_name_and_ordinary_text_pass(gate):
    assert verdict(gate, "我叫沈悦怡，最近总是失眠，白天上班也没精神。") is True
    assert verdict(gate, "我和男朋友在一起三年了，他一吵架就冷战。", "五天没有回音，你是怎么过的？", "我一直在等他的消息。") is True


def test_several_types_are_all_named(gate):
    _, reason = verdict(gate, "我叫林晓雯，电话13812345678。")
    assert "CN_MOBILE" in reason and "PERSON" in reason
    assert "林晓雯" not in reason and "13812345678" not in reason


def test_json_escapes_do_not_hide_a_value(gate):
    escaped = json.dumps({"dialogue": [{"role": "A", "content": "我叫林晓雯，最近总是失眠。"}]}, ensure_ascii=True)
    assert "林晓雯" not in escaped
    keep, reason = verdict(gate, raw=escaped)
    assert keep is False and "PERSON" in reason


def test_an_unparseable_reply_is_scanned_as_it_is(gate):
    keep, reason = verdict(gate, raw="抱歉，我的电话是13812345678")
    assert keep is False and "CN_MOBILE" in reason


def test_a_seed_without_a_mapping_stops_the_stage_before_any_call(gate, tmp_path):
    from heartbench.errors import InputError

    gate.require(["seed-1", "seed-2"], tmp_path / "records.jsonl")
    with pytest.raises(InputError, match="seed-3 has no PII mapping"):
        gate.require(["seed-1", "seed-3"], tmp_path / "records.jsonl")
