"""The three-hundred-and-fifteenth round, found on set 316 (a cross-border seller in Shenzhen shipping to America) once
it was retired to the test part: American addresses with a suite or a flat, the town, the state and the ZIP code
(…Avenue, Apt 5B, Austin, TX 78704; …Street, Suite 310, Dallas, TX 75201), a review signed in letters after a dash
(—— Brandon Miller), and an operator by 小 and her surname read as an adjective (运营 / 小蒋 / 跟), who was also taken
for a character because the boss after 跟 is no one's name (a role is no character to be paired with). Left alone:
the buyer alone by his English given name after 联系 (联系Brandon), and America's customs read as an organisation."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_american_and_canadian_addresses():
    for address in (
        "1847 Maple Avenue, Apt 5B, Austin, TX 78704", "2200 Commerce Street, Suite 310, Dallas, TX 75201",
        "4862 Fraser Street, Vancouver, BC V5V 4H3",
    ):
        assert ("CN_ADDRESS", address) in found(f"收货地址{address}，要求周五前送到。")


def test_a_review_signed_in_letters():
    assert "Brandon Miller" in names("差评原文：Terrible quality, cracked in two days. —— Brandon Miller")


def test_an_operator_by_xiao_and_her_surname_before_the_boss():
    assert names("运营小蒋跟老板庄伟明说，这个月退货率太高。") == {"小蒋", "庄伟明"}
    assert names("柯南和小兰一起去游乐园。") == set()  # paired with a character, a character too
