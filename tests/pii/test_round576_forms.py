"""The five-hundred-and-seventy-sixth round, found on set 577 (a returned student's diary in Tianjin) once it was
retired to the test part: a firm whose offer one received (收到了中汽数据的录用通知), the employer one is about to join;
a handle made as 一只 and a phrase whose post one came across (刷到一只爱旅行的鱼发的笔记). A firm of no name (公司的录用
通知) and a cat's video (看到一只猫发的视频) are none."""

from __future__ import annotations

from tests.pii.findings import found


def test_a_firm_whose_offer_one_received():
    assert found("周三收到了中汽数据的录用通知，下个月入职。") == {("ORGANIZATION", "中汽数据")}
    assert found("收到了公司的录用通知。") == set()


def test_a_handle_whose_post_one_came_across():
    assert found("晚上刷到一只爱旅行的鱼发的笔记，原来她也回天津了。") == {("PERSON", "一只爱旅行的鱼")}
    assert found("看到一只猫发的视频。") == set()
