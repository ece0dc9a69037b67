"""The hundred-and-eighty-first round, found on set 182 (people from Taiwan in Xiamen and Kunshan) once it was retired
to the test part: an identity paper's field (台湾身份证：), a group chat's title opening a line (陸配群 阿蓉：), and a firm
one is sent to support, named in traditional characters (去昆山仁寶電腦支援)."""

from __future__ import annotations

from heartbench.pii.recognizers import ORGANIZATION
from tests.pii.findings import found, names


def test_an_identity_papers_field_and_a_chats_title():
    assert names("入职登记 姓名：黃冠廷 台湾身份证：F128765432 大陆手机：18659207431") == {"黃冠廷"}
    assert names("陸配群 阿蓉：新办的居住证要去派出所拿，记得带台胞证。") == {"阿蓉"}


def test_a_firm_one_is_sent_to_support():
    assert (ORGANIZATION, "昆山仁寶電腦") in found("林協理說下個月要派我去昆山仁寶電腦支援兩週。")
