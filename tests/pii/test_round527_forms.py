"""The five-hundred-and-twenty-seventh round, found on set 528 (a used car's sale on a second-hand site in Hefei) once
it was retired to the test part: a market's role glued to a speaker's handle of letters or digits (卖家老K_2018：…); a
brand one's firm posts one to, its site after it (公司调我去蔚来合肥基地), though the tagger glued 去 to its start."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_market_role_glued_to_a_handle():
    assert ("PERSON", "老K_2018") in found("卖家老K_2018：车还在，一手车，没出过事故。")


def test_a_market_role_alone_speaking():
    assert found("卖家：车还在。\n买家：周末能看车吗？") == set()


def test_a_brand_one_is_posted_to():
    assert ("ORGANIZATION", "蔚来") in found("卖车是因为公司调我去蔚来合肥基地，上下班有班车。")


def test_a_brand_one_goes_to_as_a_customer():
    assert found("我去蔚来看车了。") == set()
