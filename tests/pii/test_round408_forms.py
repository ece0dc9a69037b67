"""The four-hundred-and-eighth round, found on set 409 (a youth crisis line call transcript in Chongqing) once it was
retired to the test part: a classmate by a feature and 妹 right after the class, then doing something
(班上眼镜妹把我的日记拍了), which the tagger read as one place word (班上眼镜妹)."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_classmate_by_a_feature_and_mei():
    assert found("班上眼镜妹把我的日记拍了发到年级群里。") == {("PERSON", "眼镜妹")}
    assert found("我们班卷毛哥又考了第一。") == {("PERSON", "卷毛哥")}


def test_a_relation_or_a_kind_in_class_is_no_nickname():
    assert found("班上表妹说她不来了。") == set()
    assert found("班里的帅哥都说好。") == set()
