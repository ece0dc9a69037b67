"""The seven-hundred-and-forty-eighth round, found on set 748 (a Lanzhou emergency dispatch record) once it was
retired to the test part: a caller's surname glued to 人 of his role after a verb the tagger mistagged (来电 / 人马 /
先生), and a patient named in full, then by 老 and his surname (马存福 … 老马意识清楚), which alone may be a word (an
old horse). The second also finds 小米 beside 米思琪 in an older thread."""

from __future__ import annotations

from tests.pii.findings import names


def test_a_surname_glued_to_the_role_before_its_title():
    assert names("调度记录 21:47 来电人马先生，18919306274，称父亲突发胸痛。") == {"马"}


def test_a_familiar_form_of_a_surname_named_in_full():
    text = "患者马存福，男，71岁。22:03 到达，苏大夫初步判断急性心梗，老马意识清楚，已含服硝酸甘油。"
    assert names(text) == {"马存福", "苏", "老马"}


def test_a_relation_is_no_familiar_form():
    assert names("公晓明下班回家，老公说今天不做饭了。") == {"公晓明"}
