"""The outbound gate: a request carrying personal data is refused before anything is sent."""

from __future__ import annotations

import pytest

from heartbench.config import Limits
from heartbench.llm.gate import REFUSED, OutboundGate
from heartbench.llm.ledger import Ledger
from heartbench.llm.runner import Runner
from tests.support.fakeserver import anthropic_message, chat_completion


@pytest.mark.parametrize("model", ["anthropic/claude-sonnet-4-6", "openai/Qwen/Qwen3-8B"])
def test_planted_phone_is_refused_and_the_server_receives_nothing(server, make_runner, make_request, model):
    server.reply = lambda path, body: (200, {}, anthropic_message("ok") if "messages" in path else chat_completion("ok"))
    runner = make_runner()
    planted = make_request(model, "来访者说：有事打我手机 139 2871 4406，晚上都在。", case_id="case-007")
    clean = make_request(model, "来访者说：我最近总是睡不着。", case_id="case-008")
    refused, sent = runner.run([planted, clean])
    assert not refused.ok and refused.error.startswith(f"{REFUSED}: case case-007: the request carries CN_MOBILE")
    assert "4406" not in refused.error  # the reason names the type, never the value
    assert refused.attempts == 0 and runner.failures() == {REFUSED: 1}
    assert sent.ok
    assert len(server.requests) == 1 and "睡不着" in str(server.requests[0].body)  # only the clean one went out


def test_gate_scans_the_system_prompt_and_every_form(make_request):
    gate = OutboundGate()
    assert "EMAIL_ADDRESS" in gate.reason(make_request("openai/m", "hi", system="联系 liuyang_hr#163.com"))
    assert "CN_MOBILE" in gate.reason(make_request("openai/m", "号码是一三八零七一二四六五九"))
    assert "CN_MOBILE" in gate.reason(make_request("openai/m", "我的电话是１５０１２３４５６７８"))
    assert "TRAVEL_DOCUMENT" in gate.reason(make_request("openai/m", "护照号E39271846"))
    assert "PROFILE_URL" in gate.reason(make_request("openai/m", "主页 https://weibo.com/u/5839201746"))
    assert "CN_ID_CARD" in gate.reason(make_request("openai/m", "身份证号是110101 19900307 8515，你帮我填一下"))  # in groups, as typed


def test_surrogates_public_hotlines_and_the_scripted_provider_pass(make_request):
    gate = OutboundGate(allowed={"13900001111"})
    assert gate.reason(make_request("openai/m", "他的手机 139-0000-1111")) is None  # a surrogate the workspace made
    assert gate.reason(make_request("openai/m", "可以拨打心理援助热线 010-82951332 或 400-161-9995")) is None
    assert gate.reason(make_request("scripted/demo", "我的手机13812345678")) is None  # never leaves the machine


def test_a_street_address_is_refused_unless_it_is_a_surrogate(make_request):
    gate = OutboundGate(allowed={"海淀区知春路27号院5号楼1单元302"})
    assert "CN_ADDRESS" in gate.reason(make_request("openai/m", "他就住在朝阳区光华路12号院3号楼2单元501，我天天碰见他。"))
    assert gate.reason(make_request("openai/m", "我搬到了知春路27号院5号楼1单元302，离公司近。")) is None  # the surrogate, shortened
    assert gate.reason(make_request("openai/m", "我住在朝阳区，离公司挺远的。")) is None  # a district identifies nobody


def test_batch_path_refuses_too(server, ledger_path, make_request):
    ledger = Ledger(ledger_path)
    runner = Runner(ledger, Limits(max_retry_wait=0.05), backoff_base=0.01, batch_poll_interval=0.02)
    [result] = runner.run([make_request("anthropic/claude-sonnet-4-6", "身份证号11010519491231002X", case_id="c9")], batch=True)
    ledger.close()
    assert result.error.startswith(f"{REFUSED}: case c9") and "CN_ID_CARD" in result.error
    assert server.requests == []
