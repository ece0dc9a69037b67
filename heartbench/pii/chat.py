"""Chat logs: the speakers named before their colon (小鱼：周六聚餐定在哪？ 阿凯：老地方吧), told apart from a form's
or a roster's fields (`chat_lines`) and a record's headings (`headings`), roles and kinship words, which name no one;
and `a_speaker`, the judgement of whether a label can be someone's display name, which the handle rules share.
"""

from __future__ import annotations

import bisect
import re
from collections import Counter
from collections.abc import Iterable

from heartbench.pii import lexicon as lx
from heartbench.pii.chat_lines import field_lines, line_start, opens_its_line, speaks
from heartbench.pii.headings import FORM_FIELDS, field_ending
from heartbench.pii.names import dictionary_tag, dictionary_word, everyday_word, given_name_characters, known_word
from heartbench.pii.textnorm import lines_with_offsets
from heartbench.pii.tokens import Span

# the roles a firm's or an estate's staff write before a dash and their own name (客服-小鹭, 人事-徐姐)
_SERVICE_ROLES = ("物业", "业主", "管家", "客服", "保安", "人事", "HR", "行政", "财务", "前台", "店长")
_NOT_A_HANDLE = frozenset("匿名用户 匿名 游客 大家 有人 很多人 好多人 不少人 别人 有些人 一些人 其他人 所有人 姐妹们 宝子们 朋友们 家人们 的人 里面 上面 下面".split())
# A chat transcript names each speaker before a colon: 小鱼：周六聚餐定在哪？ 阿凯：老地方吧
_SPEAKER = re.compile(
    r"(?:^|(?<=[\s】」])|(?<=直播间[：:])|(?<=评论区[：:]))"  # a live stream's chat names its first speaker after its label
    # a display name may carry a prefix that is part of how the group knows the speaker, their
    # building or floor (3栋-刘姐, 9栋602-小吴, 12号楼2单元-老宫, 5号院-张大爷, 3楼-阿珊, 8座-梁太, a Hong Kong block: 丰和楼-黄太, a flat: 12樓B室陳太, or
    # building-(unit-)room and a space or none: 5-1-302 王阿姨, 3-2-501李姐, 2-1101林姐; a Singapore block: Blk 125-Mdm Wong;
    # a suburb abroad: Carlton-小鱼; a street or a village at home: 老街-小娟, 东村-阿强; a numbered mine, works or team:
    # 二矿-翠兰, 三队-老李; a child's parent: 雅婷妈妈-陈丽芬),
    # room (302-阿伟), year of study (大二-阿凯), class year (03届-刘涛) or relation (表姐-晓燕); or their role or
    # trade (物业-小钱, 奶茶店-小美: any other word before the dash), which names no one: then only the name is theirs
    r"(?:(?P<prefix>(?:\d{1,3}(?:栋|幢|号楼|号院|号|楼|座)(?:\d{1,2}单元)?(?:\d{0,4}|[A-Z]室?)|[\u4e00-\u9fff]{2,3}楼\d{0,4}|[大研高初][一二三四]|Blk\s?\d{1,4}[A-Z]?|[A-Z][a-z]{2,15}(?=[-－—])|[一二三四五六七八九十\d]{1,2}(?:矿|厂|队|连|组)|[\u4e00-\u9fff]{1,3}(?:街|村|巷|路|镇|屯|寨)(?=[-－—])|[\u4e00-\u9fff]{1,3}(?:妈妈|爸爸|奶奶|爷爷|外婆|外公|姥姥|姥爷)(?=[-－—])|\d{3,4}室?|\d{2,4}(?:届|级)|[大二三四五六七八九小幺]?(?:"
    + "|".join(sorted((r for r in lx.RELATIONS if len(r) >= 2), key=len, reverse=True)) + r"|[姨舅姑叔伯婶姐哥妹弟爷奶])"
    + r")[-－—]|\d{1,3}-\d{1,2}-\d{3,4}\s?|\d{1,3}-\d{3,4}\s?|\d{1,3}楼[A-Z]室?\s?)|(?P<role>" + "|".join(_SERVICE_ROLES) + r"|[\u4e00-\u9fff]{2,4}?)[-－—])?"
    # a bare word before a colon and a number is a field (时间：10点); a display name may say anything
    # a handle may end in digits (追光者2019)
    r"(?P<name>(?(prefix)[\u4e00-\u9fffA-Za-z]{1,6}(?:\s[A-Z][a-z]{1,8})?"
    r"|(?(role)[\u4e00-\u9fffA-Za-z]{1,6}|[\u4e00-\u9fffA-Za-z]{2,10}(?:\d{1,4}|_?[A-Za-z\d]{0,4}))))"
    r"(?P<mood>[\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F]{1,4})?"  # 小鹿乱撞😭😭：: the mood a post's author adds
    r"(?:[（(](?:作者|楼主|博主|UP主|up主|主播|群主|管理员|版主)[）)])?"  # 川妹子阿香（作者）：: the site's note of who posted
    r"[：:](?(prefix)|(?(role)|(?(mood)|(?![\d/]))))"  # a number may follow a display name, never a bare field's word
)
_NOT_A_SPEAKER = frozenset(
    "咨询师 来访者 楼主 主持人 记者 医生 患者 老师 学生 家长 客服 顾客 群主 管理员 系统 旁白 群聊 帖子 日记 周记 "
    "时间 地点 注意 结果 原因 问题 答案 回复 评论 更新 补充 总结 标题 内容 主诉 诊断 咨询记录 引用 个案 督导 讨论 "
    "收件人 联系人 微信 新地址 家长群 作者 正文 "
    "朋友圈 弹幕 动态 私信 公告 通知 置顶 热评 说说 直播间 主播 主持 树洞 视频 笔记 "  # where a text was posted, who hosts it
    "后厨 前厅 吧台 收银 "  # a restaurant's sections in its roster (后厨：老向)
    "路过的 路人 匿名 匿名用户 游客 "  # a thread's anonymous poster (5楼 路过的：…)
    "老大 老二 老三 老四 老五 老六 老七 老幺 幺妹 幺儿 "  # roommates by seniority name no one
    "班长 学委 体委 团支书 宣委 课代表 文艺委员 生活委员 组织委员 "  # nor do class roles
    "出生年月 工作单位 单位 家庭住址 现住址 紧急联系人 身份证号 婚姻状况 主要问题 来访原因 服务对象 主治医师 "  # a form's
    # fields (those that also mark a text as a form stand in FORM_FIELDS)
    "会员 学员 司机 乘客 师傅 快递员 骑手 外卖员 房东 租客 店主 店员 老板 买家 卖家 客户 接线员 来电者 调解员 民警 护士 药师 "
    "前台 保安 保洁 邻居 面试官 求职者 原告 被告 甲方 乙方 家属 志愿者 社工 嘉宾 观众 网友 路人 男方 女方 双方 对方 访客 导游 "  # roles in a chat
    "新娘 新郎 伴娘 伴郎 司仪 红娘 "  # a wedding's, a match's
    "市民 居民 村民 群众 来电人 话务员 坐席 值班员 接警员 报警人 投诉人 反映人 当事人 诉求人 "  # a hotline's call written down
    "楼下邻居 楼上邻居 隔壁邻居 对门邻居 "  # a neighbour by where they live, writing a note (楼下邻居：您好，…)
    "孝子 孝女 孝孙 孝孙女 孝媳 孝婿 孝侄 孝曾孙 "  # the mourners an obituary lists (孝孙：于浩)
    "队长 前锋 后卫 中锋 边锋 门将 中场 替补 教练 领队 带队 社长 会长 "  # a team's, a club's positions
    "副领队 副领 收队 押队 压队 "  # a hiking trip's roles (领队：飞鸟 收队：大树)
    "女高 女中 女低 男高 男中 男低 女高音 女中音 女低音 男高音 男中音 男低音 伴奏 钢琴伴奏 指挥 声部 领唱 "  # a choir's parts
    "队员 组员 成员 "  # a team's members listed (队员：…、…)
    "up主 UP主 博主 "  # who made a video or a post
    "物业 管家 业主 居委 居委会 村委 村委会 村部 楼长 单元长 网格员 "  # who runs or owns an estate or a village
    "畜主 病畜 车主 货主 房主 户主 HR hr "  # an owner's field; a recruiter
    "后期 剪辑 摄影 录音 灯光 化妆 场记 "  # a show's crew
    "派单 接单 订单 "  # a removal's or a ride's order (派单：明早八点…)
    "当户 当物 当金 当期 经办 "  # a pawn ticket's fields
    "慢病 病史 既往史 现病史 过敏史 家族史 用药 "  # a health record's fields
    "坐落 房屋坐落 成交价 总价 单价 面积 建筑面积 房款 定金 首付 "  # a sale contract's fields
    "助播 场控 运营 开场 结尾 口播 "  # a live stream's script: its roles and parts
    "航班 航班号 座位 舱位 登机口 "  # a flight booking's fields
    "画师 游戏ID 账号 昵称 ID 绑定手机 实名 "  # a commission's and a game account's fields
    "差评 好评 中评 追评 商家回复 店家回复 "  # a shop's reviews
    "Surname surname Name name names Given Birth birth Date date Address address Home Passport passport No Email email "
    "Phone phone Tel tel Mobile Nationality Sex Gender Subject From To CC Re "  # a form's or a mail's fields in English
    "Employee Employer Hours Pay Rate Total Student Tenant Landlord Applicant "  # a payslip's, a tenancy's
    "潜伴 舞伴 玩伴 旅伴 "  # whom one goes with (潜伴：Kelvin): a field
    "外佣 外傭 菲佣 印佣 看护 看護 外籍看护 外籍看護 "  # a household's helper by trade (外傭：Maria Santos)
    "村医 校医 军医 兽医 牙医 中医 西医 "  # a doctor by where or what one treats (村医：冶大夫)
    "发件人 收件人 抄送 密送 主题 标题 附件 "  # a mail's header (收件人：许文静 主题：…)
    "费别 科别 门诊号 病历号 就诊号 "  # a prescription's header (费别：医保)
    "收款方 付款方 转账方 收款账户 "  # a transfer's record (收款方：*晓东)
    "搬出 搬入 寄件 收件 出发 到达 困扰 工作 家住 生日 随访 复诊 复查".split()  # an order's, a profile's or a record's fields
)
_BUILDING_ROOM = re.compile(r"[A-Za-z\d]{1,3}(?:栋|幢|座|号楼)\d{0,4}")
# a roster's day or shift: 周六上午, 早班, 晏更 in Cantonese, 早高峰 for riders
# (or a booking's hour: 周六上午十点：麦姐…, 下午两点半：…)
ROSTER_TIME = re.compile(
    r"(?:(?:周|星期|礼拜)[一二三四五六日天]|[上下中]午|早上|晚上|凌晨|傍晚|今天|明天|昨天|[早中晚夜白]班|[早中晚夜晏]更|[大小]夜班?|[早晚]高峰"
    r"|[零一二三四五六七八九十两\d]{1,3}点(?:半|一刻|[一二三四五]?十?[一二三四五六七八九]?分|\d{1,2}分?)?)+"
)
# the end of a role or a field three characters or longer (收货人, 陪诊师, 户籍地, 随访医院, 接诊医生)
_ROLE_ENDINGS = (
    "人", "医院", "机构", "机关", "学生", "师", "员", "地", "经理", "主管", "总监", "助理", "专员", "师傅", "医生", "护士",
    "民警", "警官", "客服", "小哥", "嘉宾", "主持", "上级", "亲友", "亲属", "来宾",  # 男方亲友：… heads a guest list
    "档口", "门店", "店",  # a shop speaking (海鲜档口：…, 奶茶店：…)
    "长", "领导",  # a post heading a field (带班班长：高班长, 直属领导：区经理)
    "租客", "房客", "业主", "房东",  # a lease's party heading its field (租約上面寫住租客：…)
    "顾问", "翻译", "委员会",  # a trade or a board heading its member (保险顾问：…, 兼职翻译：…, 答辩委员会：主席…)
    "物业",  # an estate's management office speaking (西溪蝶园物业：电梯已帮您预约): the estate's rule has it
)


ONE_OF = r"一[只颗条头棵粒枚朵]"
"""一只, 一颗, …: how a handle made of a thing opens (一只小菜鸡, 一颗柠檬)."""
_ONE_CREATURE = re.compile(ONE_OF + r"[\u4e00-\u9fff]{1,5}")
_HANDLE_LEADS = frozenset({"ns", "a", "t", "f", "s"})
# a handle of what someone likes and what they are (爱吃坚果的喵, 不吃香菜的小王), not what they want to say (想说的话)
_ONE_WHO_LIKES = re.compile(r"(?:爱|喜欢|不爱|不吃|怕|想去)[\u4e00-\u9fff]{1,5}的(?!话|事|问题|东西|内容)[\u4e00-\u9fff]{1,3}")
# a handle of a word and a pet name of one or two characters (山城小鹿：…, 甜心小柚子：…), not a group's or a summary's heading
# (会议小结：, 我们小组：)
_NOT_A_PET_NAME = r"(?!结|组|区|学|时|计|贴士|提示|屋|店|馆|课|站|铺|卖|事|目标|技巧|窍门)"
_ENGLISH_NAME = re.compile(r"[A-Z][a-z]{1,11}")  # after a trade and a dash, whose English name (Coco, Amber)
_PRODUCT_TIERS = frozenset("Alpha Beta Pro Max Plus Mini Lite Ultra Air Final Demo Test Note".split())
_LATIN_HANDLE = re.compile(r"[A-Za-z]{2,10}(?:_[A-Za-z\d]{1,4}|\d{2,4})")  # Kira_07, momo1998: no word nor a field
# a pet name and what it does, a handle speaking of itself (小鹿乱跑：我是第一次…)
_PET_NAME_DOING = re.compile(r"[小阿](?![组贴班区队])[\u4e00-\u9fff]{3}")
_WORD_AND_PET_NAME = re.compile(r"(?![我你他她咱本这那每])[\u4e00-\u9fff]{2}[小阿]" + _NOT_A_PET_NAME + r"[\u4e00-\u9fff]{1,2}")
# a handle of a pet and what it eats or not (小野猫不吃鱼, 橘猫爱吃鱼), not a pronoun's taste (我不吃鱼)
_A_PET_WHO_EATS = re.compile(r"(?![我你他她咱俺])[\u4e00-\u9fff]{2,4}(?:不吃|爱吃|不爱吃|不喝|爱喝)[\u4e00-\u9fff]{1,3}")
# a handle of where a creature lives or what it is like, and the creature (海边的小螃蟹：…, 倔强的小胖：…), not a time's
# summary (本周的小结) or a small matter (重要的小事)
_PLACES_PET_NAME = re.compile(r"(?!亲爱|敬爱|尊敬)[\u4e00-\u9fff]{2,3}的小" + _NOT_A_PET_NAME + r"[\u4e00-\u9fff]{1,3}")  # not 亲爱的小雅：
# or a creature without 小, after where it lives or what it is like (梧桐树下的猫：…, 辣到流泪的兔子：…), not someone's
# own pet (我家的猫：…, 邻居家的狗：…)
_PLACES_CREATURE = re.compile(
    r"(?![我你他她它咱俺这那本每某])(?P<place>[\u4e00-\u9fff]{2,5})(?<!家)的(?:" + "|".join(sorted(lx.CREATURES, key=len, reverse=True)) + ")"
)


def chat_speakers(text: str) -> Iterable[Span]:
    """Speakers of a chat log named before a colon, when the text has at least two turns or the one speaker a
    display name's form: a name, a nickname or a handle (小鱼, 阿凯, 浩浩妈妈), never a role (咨询师, 楼主) or a kinship
    word."""
    turns = list(_SPEAKER.finditer(text))  # a kinship word or a role speaks a turn too (大舅：… 表哥-志刚：…)
    # after a building or a role the display name is whole, title and all (3栋-刘姐, 人事-徐姐)
    # (or a parent by a child's name, then the reply: 欣然妈妈回复：…)
    matches = [m for m in turns if a_speaker(m.group("name"), with_prefix=bool(m.group("prefix") or m.group("role")))
               or _a_parent_by_a_childs_name(_without_reply(m.group("name")))]
    # a form (品种：柯基 主人：翁晓玲 电话：…, 理赔金额：2860元): an everyday word is a field on a line with fields;
    # the labels are read only where there is a speaker to judge, and line by line, as a document may hold a form
    # and a chat (小鱼：… in the chat stays a speaker); so is one on a roster's line (跳绳：赵欣怡 接力：大壮…)
    if matches:
        form_lines = field_lines(text, turns)
        matches = [
            m for m in matches
            if m.group("prefix") or not dictionary_word(m.group("name")) or line_start(text, m.start()) not in form_lines
        ]
    # the writer's own turn counts (石头他娘：… 俺：…), and a group chat's title (【献血互助群】 樱桃小丸子：…)
    pronoun_turns = list(_PRONOUN_TURN.finditer(text))
    if len(turns) + len(pronoun_turns) + bool(_CHAT_TITLE.match(text)) < 2:
        matches = [m for m in matches if _a_display_names_form(text, m)]
    else:
        # in a text of many turns a verb that speaks once heads a part (评估：…, 面谈：…); a nickname of a word is a
        # noun (耗子：…), and a given name may be an adjective (浩然：…)
        spoken = Counter(m.group("name") for m in turns)
        # and a turn speaking once alone on its line, with no turn on the lines next to it (blank lines skipped), is
        # judged as one turn alone would be: a long text's heading (借条：…, 今日出诊三户：…) is no chat's speaker
        # (the writer's own turns and a chat's title count as turns of their lines); so is a verb and its object
        # anywhere (投诉快递：…), which says what a line is about
        line_starts = [start for start, line in lines_with_offsets(text) if line.strip()]
        titles = (_CHAT_TITLE.match(text, start) for start in line_starts)
        openers = [*turns, *pronoun_turns, *filter(None, titles)]
        turn_lines = Counter(bisect.bisect_right(line_starts, m.start()) - 1 for m in openers)

        def isolated(m: re.Match) -> bool:
            line = bisect.bisect_right(line_starts, m.start()) - 1
            return turn_lines[line] == 1 and not turn_lines[line - 1] and not turn_lines[line + 1]

        matches = [
            m for m in matches if spoken[m.group("name")] > 1
            or (_a_display_names_form(text, m) if isolated(m) or _a_verb_and_its_object(m.group("name"))
                else m.group("prefix") or m.group("role") or dictionary_tag(m.group("name")) not in {"v", "vn"})
        ]
    # where one speaker's prefix is a place the dictionary knows (滨湖-阿锋), the others' unknown words of two are
    # places too (新吴-Kelly, 惠山-老包: a city's districts), as a group writes its members' prefixes one way
    by_place = any(m.group("role") and dictionary_tag(m.group("role")) == "ns" for m in matches)
    for match in matches:
        # a place before the dash is where the speaker lives, part of how the group knows them (绵阳-王姐)
        role = match.group("role") or ""
        # (a district's name the dictionary knows as a verb too: 呈贡-小番茄 beside 西山-阿木木)
        from_a_place = dictionary_tag(role) == "ns" or (by_place and len(role) == 2 and dictionary_tag(role) in {"", "nr", "v"})
        if match.group("prefix") or from_a_place:
            start = match.start("prefix") if match.group("prefix") else match.start("role")
        else:
            start = match.start("name") + role_ahead(match.group("name"))
            if start > match.start("name") and dictionary_tag(text[start:match.end("name")]) in {"v", "vn"}:
                continue  # 房东回复：…: the role, then what it did; no one's name
        name = _without_parent(_without_reply(text[start:match.end("name")]))
        if name not in lx.RELATIONS:  # 爸爸妈妈：…, a letter's greeting, not a parent named by a child 爸爸
            yield Span(start, start + len(name), 0.6)


_COUNTED_THING = re.compile(r"[一两几][个句条件张本篇首段封](?P<thing>[\u4e00-\u9fff]+)")
_TRADING_VERBS = frozenset("卖买收求租招换送")


def _a_verb_and_its_object(name: str) -> bool:
    """A verb of two characters or more and the word it acts on (投诉快递, 回复楼上, 看到一句话), or a verb of trading
    and the goods (卖红薯, 收二手车): what a line is about, which a post, a notice or a small ad puts before a colon."""
    return any(dictionary_tag(name[:cut]) == "v" and _an_object(name[cut:]) for cut in range(2, len(name) - 1)) \
        or (name[0] in _TRADING_VERBS and dictionary_tag(name[1:]) == "n")


def _an_object(words: str) -> bool:
    counted = _COUNTED_THING.fullmatch(words)
    return dictionary_word(words) or (counted is not None and (len(counted["thing"]) == 1 or dictionary_word(counted["thing"])))


def _a_display_names_form(text: str, m: re.Match) -> bool:
    """A turn alone is a chat's only where its speaker has a display name's form: a building's or a floor's prefix
    (3楼-阿珊：…), or a role and a dash before someone by surname (科二教练-耿：…); 北京-上海：… is a route."""
    return bool(
        m.group("prefix") or (m.group("role") and _by_surname(m.group("name")))
        or (m.group("role") and _from_a_place(m.group("role"), m.group("name")))  # 番禺-阿芳：…: where she is from
        or _led_by_a_chat_role(m.group("name"))  # 副帮主一只喵：…: a role, then the display name
        or _ONE_CREATURE.fullmatch(m.group("name"))  # 一只小菜鸡：…: a handle's form, not a role or a field
        # 山城小鹿, 甜心小柚子: a word before a pet name; not a role (客服小美：…, for the role's rule)
        or _word_and_pet_name(text, m)
        or _ONE_WHO_LIKES.fullmatch(m.group("name"))  # 爱吃坚果的喵😋：主播我要两箱
        or _A_PET_WHO_EATS.fullmatch(m.group("name"))  # 小野猫不吃鱼：…
        or (_PLACES_PET_NAME.fullmatch(m.group("name")) and _a_place_word(m.group("name")[:m.group("name").index("的")]))
        or _PLACES_CREATURE.fullmatch(m.group("name"))
        or _a_parent_by_a_childs_name(_without_reply(m.group("name")))  # 小核桃妈妈：我家孩子有点咳嗽…, 欣然妈妈回复：…
        or (text[:m.start("name")].rstrip().endswith(_MARKET_ROLES) and text[m.start("name") - 1:m.start("name")].isspace())
        # 卖家 橘子汽水不加冰：…: a buyer's or a seller's display name after the market's role and a space
        or _asks_someone(text, m)  # 芒果：是不是送错了？你问问…: a nickname speaking to someone
        or _moody_handle(text, m)  # 奶茶不加糖🧋：我的单号…: a mood only a handle adds
        or _a_given_name_speaking(text, m)  # 国柱：我不要房…: a given name the dictionary knows as no everyday word
        or _a_familiar_name_speaking(text, m)  # 阿国：表叔，我下个月到…: 阿 and a given name's character
        or m.group("role") in _GROUP_ROLES  # 会长-夜雨听风：…: a group's own role before the dash
        or (m.group("role") in _SERVICE_ROLES and _a_pet_name(m.group("name")))  # 客服-小鹭：…: staff by a pet name
        or (m.group("role") and _ENGLISH_NAME.fullmatch(m.group("name")) is not None
            and m.group("name") not in _PRODUCT_TIERS)  # 旅行社-Coco：…: staff by an English name (not 版本-Beta：…)
        or _LATIN_HANDLE.fullmatch(m.group("name")) is not None  # Kira_07：…: letters with digits or an underscore
        or text.startswith(("@", "＠", "回复@", "回复 @"), m.end())  # 晚风吹过的夏天：@小鱼干不吃鱼 …: a comment to another
        or (_PET_NAME_DOING.fullmatch(m.group("name")) and _of_itself(text, m))  # 小鹿乱跑：我是…
    )


def _a_place_word(word: str) -> bool:
    """A place or a thing a creature lives by (海边, 山里), one with 上 or 里 after it (草原上, 森林里), or what it is like
    (倔强的小胖)."""
    return dictionary_tag(word) in {"s", "n", "f", "a"} or (word[-1] in "上里边" and dictionary_tag(word[:-1]) in {"s", "n"})


_PARENTS = ("妈妈", "爸爸", "奶奶", "爷爷", "外婆", "外公", "姥姥", "姥爷")


def _a_parent_by_a_childs_name(name: str) -> bool:
    """A parent speaking by a child's pet name (小核桃妈妈, 朵朵妈妈): a name no word or endearment makes (not 孩子妈妈,
    宝宝爸爸, 年轻妈妈), though an adverb of given names' characters is a given name before a parent (欣然妈妈)."""
    child = name[:-2]
    a_word = dictionary_word(child) and not (dictionary_tag(child) in {"d", "i"} and given_name_characters(child))
    return name.endswith(_PARENTS) and 2 <= len(child) <= 3 and not a_word and child not in lx.ENDEARMENTS \
        and child not in lx.RELATIONS and child not in lx.NOT_A_NAME and child[:1] not in "我你他她俺咱"


def _led_by_a_chat_role(name: str) -> bool:
    """A group's own role or a market's party before a display name (副帮主一只喵, 买家快乐的大饼): not a record's
    heading (物业费催缴通知) or what the party did (房东回复); one by surname and title is the title rule's (房东于姐)."""
    role = next((role for role in (*_GROUP_ROLES, *_MARKET_ROLES) if name.startswith(role)), "")
    rest = name[len(role):]
    # a trail name after a hike's leader may be a noun (领队山猫：…), as no heading follows a group's own role
    a_noun_after_a_group_role = role in _GROUP_ROLES and dictionary_tag(rest) in {"n", "nz"} and a_speaker(rest)
    return bool(role) and 2 <= len(rest) <= 6 and (not dictionary_word(rest) or a_noun_after_a_group_role) \
        and not _by_surname(rest)


# who runs a guild, a group or a hike, as its chat shows them
_GROUP_ROLES = ("副帮主", "帮主", "群主", "副会长", "会长", "副领队", "领队", "收队")
_MARKET_ROLES = ("买家", "卖家", "店家", "店主", "房东", "租客", "客服")  # who speaks on a resale or a rental app, or a shop's


def _by_surname(name: str) -> bool:
    """Someone by surname alone, with 小, 老 or 阿 before it, or with a one-character title after it (耿, 小宫, 刘姐)."""
    if len(name) == 1:
        return name in lx.SURNAMES
    return len(name) == 2 and (
        (name[0] in "小老阿" and name[1] in lx.SURNAMES) or (name[0] in lx.SURNAMES and name[1] in "姐哥叔姨伯婶嫂总工")
    )


_PRONOUN_TURN = re.compile(r"(?:^|(?<=\s))(?:我|俺|咱)[：:]", re.MULTILINE)
_CHAT_TITLE = re.compile(r"【[^】\n]{1,20}(?:群|群聊)】|[\u4e00-\u9fff]{2,10}群 ")  # or the title alone (冷面馆群 都英男：…)


def _from_a_place(place: str, name: str) -> bool:
    """A place before the dash and a familiar name after it (番禺-阿芳, 绵阳-小王): how a group knows a member; not
    a route between two places (北京-上海)."""
    return dictionary_tag(place) == "ns" and len(name) in (2, 3) and name[0] in "阿小老" and dictionary_tag(name) != "ns"


# a turn's first sentence asking (是不是送错到楼下了？), then the one it speaks to (你问问…)
_ASKS_THEN_ADDRESSES = re.compile(r"[^。！!？?\n]{2,20}[？?][^。！!？?\n]{0,4}[你您]")


def _of_itself(text: str, match: re.Match) -> bool:
    """The turn opens with the speaker's own 我 or 俺 (国柱：我不要房…)."""
    return text.startswith(("我", "俺"), match.end())


def _asks_someone(text: str, match: re.Match) -> bool:
    """A turn alone opening its line whose speaker is a noun of two (芒果, 豆包) and who asks, then speaks to someone
    (芒果：是不是送错到楼下了？你问问…): a nickname in a chat, as no heading or field asks and addresses."""
    name = match.group("name")
    return opens_its_line(text, match) and len(name) == 2 and dictionary_tag(name) == "n" \
        and _ASKS_THEN_ADDRESSES.match(text, match.end()) is not None


def _a_given_name_speaking(text: str, match: re.Match) -> bool:
    """A turn alone opening its line whose speaker is a given name of two (国柱, 建国), no everyday word, and speaks of
    himself (国柱：我不要房…): a person, as no heading is a given name."""
    name = match.group("name")
    return opens_its_line(text, match) and len(name) == 2 and given_name_characters(name) and not everyday_word(name) \
        and _of_itself(text, match)


def _word_and_pet_name(text: str, match: re.Match) -> bool:
    """A handle of a word and a pet name (山城小鹿, 甜心小柚子): after a place, a quality or a time anywhere, after a thing
    where the turn speaks."""
    name = match.group("name")
    lead = dictionary_tag(name[:2])
    return bool(_WORD_AND_PET_NAME.fullmatch(name)) and (lead in _HANDLE_LEADS or (lead == "n" and speaks(text, match)))


def _a_pet_name(name: str) -> bool:
    """小 or 阿 and any one character but an everyday word's (小鹭, not 小哥), or two that given names use (阿珍珍),
    no kin word or title."""
    if name[:1] not in ("小", "阿") or name in lx.RELATIONS or name in lx.TITLES:
        return False
    if len(name) == 2:
        return not known_word(name) or dictionary_tag(name) == "nr"
    return len(name) == 3 and given_name_characters(name[1:])


def _a_familiar_name_speaking(text: str, match: re.Match) -> bool:
    """A turn alone opening its line whose speaker is 阿 and a character given names use (阿国, 阿强), no kin word, and
    speaks: a nickname, as no heading or field is named so."""
    name = match.group("name")
    return opens_its_line(text, match) and len(name) == 2 and name[0] == "阿" and given_name_characters(name[1]) \
        and name not in lx.RELATIONS and name not in lx.TITLES and speaks(text, match)


_ASKING = re.compile(r"[哪吗呢啥么]|什么|怎么|为什么|多少")  # a question's words, in no handle
# what a shop's or a group's notice is headed with, an emoji and all (温馨提示🔥：…)
_NOTICE_ENDS = ("提示", "提醒", "通知", "公告", "须知", "说明", "预告", "福利", "活动", "必看")


def _moody_handle(text: str, match: re.Match) -> bool:
    """A turn alone whose speaker adds a mood's emoji before the colon and speaks (奶茶不加糖🧋：亲 我的单号还没发货吗):
    a handle, as no field or notice speaks so; not a word the dictionary knows nor a notice's heading."""
    name = match.group("name")
    return bool(match.group("mood")) and speaks(text, match) and not dictionary_word(name) and not name.endswith(_NOTICE_ENDS) \
        and not _ASKING.search(name)  # 周末去哪玩😄：…: a post's question, no handle


def role_ahead(name: str) -> int:
    """The length of a role the speaker's name begins with (化妆师小米, 业务员小周, 买家冰城小雪, 楼面经理Kenny): only
    the rest is the name."""
    for length in (length for length in (4, 3, 2) if len(name) > length):
        if (name[length - 1] in "师员" and known_word(name[:length])) or name[:length].endswith(_POSTS_HEADING_A_NAME):
            return length
    return next((len(role) for role in _CHAT_ROLES if name.startswith(role) and len(name) > len(role)), 0)


_POSTS_HEADING_A_NAME = ("经理", "主管", "领班", "组长", "总监")  # 楼面经理Kenny：… (a post, then the name)
_CHAT_ROLES = frozenset(
    "买家 卖家 店长 店主 档主 摊主 群主 房东 租客 顾客 客户 客服 乘客 司机 业主 团长 班长 居委 物业 管家 会长 社长 队长 村主任 村长 村支书 "
    "副帮主 帮主 副领队 领队 收队".split()  # a game guild's leaders, a hike's
)
# a parent speaking in a class chat by the child's name (浩浩妈妈：收到): the child's name is the value
_PARENT_AFTER = re.compile(r"(?:[他她](?:娘|妈|爸|爹)|妈妈|爸爸|麻麻|粑粑|妈|爸|娘|爹|家长|奶奶|爷爷|外婆|外公|姥姥|姥爷)$")  # 石头他娘


_REPLIES = ("回复", "留言", "追问")
_CHANNELS = ("微信", "短信", "语音", "留言", "来电", "电话")
_ADDRESSED_BODIES = ("科", "院", "处", "局", "所", "中心", "公司", "办", "部", "委", "会")


def _without_reply(name: str) -> str:
    """The speaker's name without the reply written after it (欣然妈妈回复：…)."""
    reply = next((reply for reply in _REPLIES if name.endswith(reply)), "")
    return name[:len(name) - len(reply)] if len(name) - len(reply) >= 2 else name


def _without_parent(name: str) -> str:
    """The child's name a parent speaks by (浩浩妈妈); a longer handle that ends so is kept whole (二楼雨萱妈)."""
    parent = _PARENT_AFTER.search(name)
    return name[:parent.start()] if parent and 1 <= parent.start() <= 3 else name


TITLES = tuple(lx.TITLES)


def _role_then_word(name: str) -> bool:
    """A role of three characters or more, then an everyday word (领养人承诺), not a name (化妆师小米)."""
    return any(
        name[:cut].endswith(_ROLE_ENDINGS) and dictionary_word(name[cut:]) for cut in range(3, len(name) - 1)
    )


_NOT_A_NAME_BEFORE_A_COLON = re.compile(
    r"(?:今天|明天|昨天|今日|明日|本周|下周|上周|本月)的[\u4e00-\u9fff]{1,4}"  # 今天的单：…: a list's heading
    r"|[\d一二三四五六七八九十百]{1,3}楼|各位[\u4e00-\u9fff]{1,4}|[\u4e00-\u9fff]{0,4}(?:您好|你好|同志)|亲爱的"
    r"|(?:加我|联系|我的)?(?:[VvＶ]|[Vv][Xx]|[Ww][Xx]|[Ww]e[Cc]hat|微信|QQ|qq)"
    r"|[\u4e00-\u9fff]{1,4}的(?:有|是)"  # 报名的有：…: what a list is of
    r"|[已未][投交到付签回填报缴领选]"  # 已投：…, 未交：…: whom a list of who did it or not is of
    r"|(?:尊敬|敬爱)的[\u4e00-\u9fffA-Za-z]{1,8}"  # 尊敬的HR：…: a letter's greeting (a surname in it is the title rule's)
    r"|[一二三四五六七八九十\d]{1,3}号(?:房|床|桌|间|室|车|位)"  # 三号房：…: a guesthouse's room, a ward's bed
    r"|第[一二三四五六七八九十百\d]{1,4}[\u4e00-\u9fff]{0,2}"  # 第一排：…, 第十八世：…: a row, a generation, an item
    r"|[一二三四五六七八九十]{1,2}月|正月|冬月|腊月"  # 十月：…: a month's list (a payroll, a ledger)
    r"|[一二三四五六七八九十\d]{1,2}[队组班排连]"  # 二队：特山、…: a numbered team, then its members
    r"|主办|承办|协办|主办方|承办方"  # 主办：…: who holds an event, a body the organisation rules read
    # 候选人一：…: the first of the candidates, a role numbered
    r"|(?:候选人|选手|嘉宾|患者|病人|来访者|个案|案例|方案|学生|孩子)[一二三四五六七八九十ABCD\d]{1,2}"
)


def a_speaker(name: str, with_prefix: bool = False) -> bool:
    if len(name) == 1:
        return with_prefix and name in lx.SURNAMES  # 8栋1802-李, 厂长-潘: after a prefix or a role, a surname alone
    if (
        name in _NOT_A_SPEAKER or name in FORM_FIELDS or name in _NOT_A_HANDLE or name in lx.RELATIONS or name in lx.TITLES
        or name in lx.ENDEARMENTS
    ):
        return False
    if name in lx.WEAK_ORG_SUFFIXES or name in lx.STRONG_ORG_SUFFIXES:
        return False  # 补习社：…, 诊所：…: a kind of body speaking, which names no one
    if name[:1] in "我俺咱你他她" and (name[1:] in lx.RELATIONS or name[1:] in {"爹", "娘"}):
        return False  # 俺爹：…, 我妈：…: a relation speaking
    if name.endswith(_CHANNELS) and name[:-2] in lx.RELATIONS:
        return False  # 妈妈微信：…, 爸爸短信：…: how a relation's message came
    if name.startswith("致") and name.endswith(_ADDRESSED_BODIES):
        return False  # 致南京脑科医院心理科：…: the body a letter is addressed to
    if _NOT_A_NAME_BEFORE_A_COLON.fullmatch(name):
        return False  # 2楼：…, 各位同学：…, 亲爱的：…, 加我vx：…: a thread's floor, a greeting, a contact's label
    if ROSTER_TIME.fullmatch(name) or _BUILDING_ROOM.fullmatch(name):
        return False  # 周一：陆晓雯、梁浩然, 夜班：苏和, B栋305：…: a roster's day, shift or room
    if not with_prefix and dictionary_tag(name) in {"v", "vn"}:
        return False  # 签到：…、…, 接力：大壮、…: what a list is of, a verb, no one's display name
    if not with_prefix and (field_ending(name) or (len(name) >= 3 and name.endswith(_ROLE_ENDINGS))):
        return False  # 现居住地：…, 收货人：…, 随访医院：…: a form's field
    if not with_prefix and _role_then_word(name):
        return False  # 领养人承诺：…, 监护人签字：…: what a form asks of a role, a field
    if not with_prefix and len(name) >= 4 and name.endswith("的"):
        return False  # 今天没交数学作业的：…: whom a list is of
    if name[-1] in "甲乙丙丁一二三四五六七八九十" and len(name) >= 3 and (
            known_word(name[:-1]) or (len(name) >= 4 and name[:-1].endswith(_ROLE_ENDINGS))):
        return False  # 组员甲, 路人乙, 议题一, 授权接送人一: a role numbered in a script, a chat or a form, an item; nobody's name
    # 孙老师: the title rule finds 孙; 3栋-刘姐 as a whole is how the neighbours know her, and 袁二哥 as how the
    # village's group does (a surname, a place among siblings, a title)
    by_order = len(name) == 3 and name[0] in lx.SURNAMES and name[1] in "大二三四五六七八九小老"
    # 核桃哥, 豆腐哥: a word and a title is a nickname whole, where no surname stands before the title and no
    # relation ends the name (大表哥, 大家姐)
    title = next((title for title in lx.TITLES_LONGEST_FIRST if name.endswith(title)), "")
    led = name[:len(name) - len(title)]
    nickname = bool(title) and len(led) >= 2 and led not in lx.COMPOUND_SURNAMES and led[-1] not in lx.SURNAMES \
        and name[1:] not in lx.RELATIONS
    return with_prefix or by_order or not title or len(name) > 3 or nickname
