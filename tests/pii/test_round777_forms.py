"""The seven-hundred-and-seventy-seventh round, found on set 777 (a long answer about caring for a father with lung
cancer) once it was retired to the test part: someone introduced by what they are called, then who they are
(病友群里有个叫向阳花开了的姐姐), a handle or a name whatever its words; not what a thing is called, nor someone the
sentence goes on to call famous (有一个叫“开心元元”的男生，扮女装特别火, in a HeartBench v1 dialogue)."""

from __future__ import annotations

from tests.pii.findings import found, names


def test_someone_introduced_by_what_they_are_called():
    assert names("病友群里有个叫向阳花开了的姐姐，她教我怎么办异地医保。") == {"向阳花开了"}
    assert names("小区里有个叫大壮的孩子天天在楼下踢球。") == {"大壮"}
    assert names("有一个叫做“风过留痕”的网友先下山报的警。") == {"风过留痕"}


def test_what_something_is_called_and_someone_famous_are_left():
    assert found("有个叫什么的东西卡在门缝里，有个叫不上名字的人打过电话。") == set()
    assert found("最近还有一个叫“开心元元”的男生，扮女装特别火，半年涨了100多万粉丝。") == set()
