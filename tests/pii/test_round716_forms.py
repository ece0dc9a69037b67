"""The seven-hundred-and-sixteenth round, found on set 716 (a Yangshuo homestay host's messages with a German guest) once
it was retired to the test part, read whole: passport numbers given in the turn after a request for them, the first and
the last of the reply (麻烦发一下护照号。 / Emma Richter：C4FT79K21，我先生的是C7HJ20M58). Without the request, letters and
digits mixed are no passport."""

from __future__ import annotations

from tests.pii.findings import found


def test_passports_in_the_reply_to_a_request():
    text = "阿莲：入住要登记护照，麻烦发一下护照号。\nEmma Richter：C4FT79K21，我先生的是C7HJ20M58。\n"
    findings = found(text)
    assert {("TRAVEL_DOCUMENT", "C4FT79K21"), ("TRAVEL_DOCUMENT", "C7HJ20M58")} <= findings


def test_no_request_no_passport():
    text = "阿莲：订单号发我一下。\nEmma：C4FT79K21，谢谢。\n"
    assert not any(entity == "TRAVEL_DOCUMENT" for entity, _ in found(text))
