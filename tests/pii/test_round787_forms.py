"""The seven-hundred-and-eighty-seventh round, found on set 787 (a short video's title and its comments) once it was
retired to the test part: the poster's turn with the site's note of who posted in brackets before the colon
(川妹子阿香（作者）：…), a comment that opens by @-mentioning another (晚风吹过的夏天：@小鱼干不吃鱼 …), and two false alarms:
the video's label heading the title (视频：…) and 那 as "that" before 家 after where it is (你们楼下那家)."""

from __future__ import annotations

from tests.pii.findings import names

COMMENTS = (
    "视频：川妹子阿香的日常｜在成都蓉城老灶火锅打工的第三年\n晚风吹过的夏天：@小鱼干不吃鱼 快看，这不是你们楼下那家吗\n"
    "小鱼干不吃鱼：回复 @晚风吹过的夏天：对！老板娘是邓姐，人超好\n川妹子阿香（作者）：就在武侯区簇桥街道这边，欢迎来吃火锅\n"
)


def test_a_video_s_comments_read_whole():
    assert names(COMMENTS) == {"川妹子阿香", "晚风吹过的夏天", "小鱼干不吃鱼", "邓"}


def test_a_comment_mentioning_another_speaks_alone_too():
    assert names("晚风吹过的夏天：@小鱼干不吃鱼 快看，这不是你们楼下那家吗") == {"晚风吹过的夏天", "小鱼干不吃鱼"}
    assert names("通知：@全体成员 请按时交表") == set()


def test_the_na_household_beside_another_is_still_a_household():
    assert names("住着那家和关家。") == {"那", "关"}
