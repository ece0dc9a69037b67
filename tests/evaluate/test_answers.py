"""What a model's reply to a case becomes: an answer, or the reason there is none (and what to change)."""

from __future__ import annotations

from heartbench.evaluation.answers import to_answer
from heartbench.llm.types import CallResult, LLMResponse


def answer_of(text: str, stop: str):
    return to_answer("c1", "openai/m", CallResult(key="k", response=LLMResponse(text=text, stop_reason=stop), attempts=1))


def test_an_empty_reply_at_the_budget_says_which_budget_to_raise():
    # a reasoning model served without a parser, or one whose thinking used every token: no answer
    for stop in ("length", "max_tokens"):
        answer = answer_of("", stop)
        assert answer.text is None
        assert answer.error == f"empty reply (stop reason: {stop}; the reply budget ran out first: raise [budgets] answer in bench.toml)"
    thinking = answer_of("<think>先想想用户的处境……", "length")
    assert thinking.text is None and thinking.error.startswith("only reasoning, no answer (stop reason: length; the reply budget")


def test_an_empty_reply_that_stopped_on_its_own_has_no_budget_hint():
    assert answer_of("", "content_filter").error == "empty reply (stop reason: content_filter)"
    assert answer_of("  ", "stop").error == "empty reply (stop reason: stop)"


def test_a_reply_cut_off_after_some_words_is_an_answer_marked_truncated():
    answer = answer_of("<think>嗯。</think>听起来你这几天很累，", "length")
    assert answer.text == "听起来你这几天很累，" and answer.truncated and answer.error is None
