"""The three-hundred-and-sixth round, found on set 307 (a singer's fan club in Chengdu and a ticket scalper) once it was
retired to the test part: a contact given by a handle of any words (联系人星星点灯，), someone known by a quoted name
who cheated (一个叫"票务小王子"的黄牛), "this scalper" read as a handle before his real name (这个黄牛真名叫…), and a
campus dormitory building (柳林校区格致苑7舍). Left alone: handles speaking alone at a passage's start (柚子不酸：…),
where a form's field stands as often."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_a_contact_by_a_handle():
    assert "星星点灯" in names("后援会公告：演唱会应援物在广场旁集合领取，联系人星星点灯，不要私下找黄牛。")
    assert names("联系人不在，联系人：母亲") == set()
    assert names("紧急联系人：丈夫祖立新，") == {"祖立新"}  # a relation before the name is not part of it


def test_someone_known_by_a_quoted_name_who_cheated():
    assert "票务小王子" in names('我被一个叫"票务小王子"的黄牛骗了，内场票一千八。')


def test_this_scalper_is_no_handle_and_his_dorm_is_an_address():
    text = "我查到了，这个黄牛真名叫王梓阳，大三的，住柳林校区格致苑7舍，手机19940286153。"
    assert names(text) == {"王梓阳"}
    assert ("CN_ADDRESS", "柳林校区格致苑7舍") in found(text)
