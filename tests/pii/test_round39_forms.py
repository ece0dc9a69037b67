"""The thirty-ninth round, found on set 40 once it was retired to the test part: a post's contributor,
a role before a chat name, a parent speaking by the child's name, a team's positions and a record's
fields that are no speakers, a doubled nickname the tagger reads as a measure word, a nickname that is
an everyday word after a relation, an estate whose name ends in no estate word before its building,
an author named by the work, and an employer before the job held or the years worked there."""

from __future__ import annotations

from tests.pii.findings import found, kinds


def test_a_posts_contributor_and_a_role_before_a_chat_name():
    assert ("PERSON", "爱吃橘子的熊") in found("【树洞】今天又失眠了。投稿人：爱吃橘子的熊")
    chat = "【鱼塘群】买家：还有货吗 卖家晚风小铺：有的，今天发"
    assert found(chat) == {("PERSON", "晚风小铺")}


def test_a_parent_speaking_by_the_childs_name():
    chat = "家长群 苗老师：明天带水彩笔 乐乐妈妈：收到 子墨爸爸：收到 苗老师：子墨爸爸，孩子外套落学校了"
    assert found(chat) == {("PERSON", "苗"), ("PERSON", "乐乐"), ("PERSON", "子墨")}


def test_a_teams_positions_and_a_records_fields_are_no_speakers():
    assert found("值日表 后卫：宫明轩 前锋：关浩宇") == {("PERSON", "宫明轩"), ("PERSON", "关浩宇")}
    assert found("服务记录 走访对象：车秀英 毕业院校：本地 评价：满意") == {("PERSON", "车秀英")}


def test_a_doubled_nickname_read_as_a_measure_word():
    assert ("PERSON", "朵朵") in found("中一班 朵朵今天没来，妈妈说她感冒了。")
    assert "PERSON" not in kinds("，天天加班，个个都很累。")


def test_a_doubled_nickname_takes_no_third_character():
    assert found("牛牛抢了我的玩具。") == {("PERSON", "牛牛")}


def test_an_everyday_word_tagged_a_person_after_a_relation():
    assert ("PERSON", "胖子") in found("大学室友胖子昨天突然给我打电话。")


def test_an_author_named_by_the_work():
    assert "PERSON" not in kinds("这阵子一直在看刘亮程的散文，写得真好。")


def test_an_employer_before_the_job_or_the_years_worked_there():
    assert ("ORGANIZATION", "鞍钢") in found("我在鞍钢上了三十年班，去年退了。")
    assert ("ORGANIZATION", "一汽解放") in found("他在一汽解放的活儿不好干。")
    assert "ORGANIZATION" not in kinds("我在北京的工作很累。")


def test_an_estate_whose_name_ends_in_no_estate_word_before_its_building():
    listing = "出租 南岗区融创城市之光6号楼两室一厅，拎包入住"
    assert ("CN_ADDRESS", "南岗区融创城市之光6号楼") in found(listing)
