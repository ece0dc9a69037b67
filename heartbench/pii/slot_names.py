"""Names the words around them give away, whatever the tagger says of them: a surname given alone (姓甘), a
professional by role and surname (社工柯于…), a record's or a form's field for a person (姓名：…, 学生：…), a letter's
signer, a pupil by their class, an account's holder, a crew's post then a name, a name before a relative's, a firm's
legal representative (`slot_names`)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from heartbench.pii import lexicon as lx
from heartbench.pii.names import known_word
from heartbench.pii.tokens import Span

_ANY_SURNAME = "(?:" + "|".join(sorted(lx.COMPOUND_SURNAMES, key=len, reverse=True)) + "|" + lx.SURNAME_PATTERN + ")"
# the roles a record names a professional by (社工柯于…, 调解员：阚), and those that only sign a record with a
# colon (房东：詹): 负责人相对陌生 is no surname
_PROFESSIONALS = r"(?:社工|民警|警官|医生|医师|护士|律师|法官|检察官|书记员|调解员|辅导员|咨询师|督导|记者|老师|主任|工作人员|会计|出纳|村医)"
_SIGNERS = r"(?:经办人|经办|记录人|接待人|房东|房主|负责人|签名|签字)"
# Names the words around them give away, whatever the tagger says of them (`slot_names`)
_NAME_SLOTS = (
    # a surname given on its own (那个女生姓甘，…; 我姓欧阳的): part of a name all the same
    # 老板姓龙 at the end too, or before the next clause in speech without punctuation (我姓邹那个热水器…)
    re.compile(r"(?<=姓)(?P<name>" + _ANY_SURNAME + r")(?=[\s，。、！？；,.!?;）)]|的|叫|名|吧|呢|啊|那|这|我|你|$)"),
    # after a role or a person and 姓, whatever follows in speech written down without a pause (店长姓邢监控拍到…)
    re.compile(r"(?<=[长员师生人士主]姓)(?P<name>" + _ANY_SURNAME + r")"),
    # a surname the lexicon does not know, given alone after 姓 and a pause (我师傅姓妥，是回族)
    re.compile(r"(?<=姓)(?P<name>(?![名氏啥什])[\u4e00-\u9fff])(?=[\s，。、！？；,.!?;）)]|$)"),
    # a record names a professional by role and surname, then what they did (社工柯于本周二入户, 民警王在现场), or
    # speaking in a transcript (咨询师林：今天就到这里)
    # (律师温（认证）：a floor's author, a note in brackets before the colon)
    re.compile(_PROFESSIONALS + r"(?P<name>" + _ANY_SURNAME + r")(?=[于在已将称说对向曾也某：:]|报道|[（(][^）)]{1,6}[）)][：:])"),
    # a record opening with someone and their sex (本米，女，边民证…; 张建，男，45岁): whatever the name's words
    re.compile(
        r"(?:^|(?<=[：:。；;\s]))(?P<name>(?!患者|病人|来访者|老人|孩子|学生|本人|死者|伤者|嫌疑人|对方|家属)[\u4e00-\u9fff]{2,4})"
        r"[，,](?=[男女][，,、（(]|[男女]\d{1,3}岁)"
    ),
    # …or with the role the record gives them first (病人于长海，男，67岁; 伤者万里，男，40岁): a name all the same,
    # though its surname reads as a preposition or its words as a place
    re.compile(
        r"(?:^|(?<=[：:。；;\s]))(?:患者|病人|伤者|死者|走失者|失联者|来访者|求助者|当事人|嫌疑人|被害人|老人|孩子|学生)[：:]?"
        r"(?P<name>[\u4e00-\u9fff]{2,4})[，,](?=[男女][，,、（(]|[男女]\d{1,3}岁)"
    ),
    # a courtesy name after the name, in a genealogy or a biography (谭德厚，字载之，): the same man's
    re.compile(r"(?<![\u4e00-\u9fff])[\u4e00-\u9fff]{2,4}[，,]字(?P<name>(?![很写也太是都不])[\u4e00-\u9fff]{1,2})(?=[，,。；;])"),
    # a contact given by any name right after the word, a handle too (联系人星星点灯，不要私下找黄牛); after a colon the
    # field's rule takes a surname-led name, and a relation there is no name (联系人：丈夫祖立新)
    re.compile(
        r"(?:联系人|对接人)(?P<name>(?![不没是在有也都已和及])(?!" + "|".join(sorted(lx.RELATIONS, key=len, reverse=True)) + r")"
        r"[\u4e00-\u9fffA-Za-z0-9_]{2,8}?)(?=[，,。；;\s]|$)"
    ),
    # a name sticker or tag, quoted (名字贴"涂可乐 青羊实验幼儿园小二班"): the name first on it, whatever its words
    re.compile(r"(?:名字贴|姓名贴|名牌|名字条)[上写着是：:]*[“\"「]?(?P<name>" + _ANY_SURNAME + r"[\u4e00-\u9fff]{1,2})(?=[\s”\"」，,])"),
    # introducing oneself by post, then surname (我是主管何，已经给您加急处理)
    re.compile(r"(?<=我是)(?:主管|经理|店长|客服|组长|主任|老师|医生|律师|护士|警官)(?P<name>" + _ANY_SURNAME + r")(?=[，,。！!\s]|$)"),
    # a recipient pasted as a shopping app copies one: name, mobile, address (甘露，13967210548，浙江省 宁波市 …)
    re.compile(r"(?:^|(?<=[：:\s]))(?P<name>(?!电话|手机|联系|收货|地址|姓名)[\u4e00-\u9fff]{2,4})[，,]\s?(?=1[3-9]\d{9}[，,\s])"),
    # a form's field for a person, then its value (姓名：羊子墨 家庭住址：…, 监护人：羊成林): a surname-led name
    # ending where the field's line or the next field begins
    re.compile(
        r"(?:姓名|监护人|联系人|紧急联系人|申请人|被申请人|当事人|报警人|患者|户主|收件人|寄件人|服务对象|走访对象|来访者姓名|学员|当户)"
        r"[甲乙丙丁]?[：:]\s?(?P<name>(?!不详|暂无|本人|同上|未知|匿名)[\u4e00-\u9fff]{2,3})(?=[\s，。、；,;（(\d]|$)"
    ),
    # a pupil's field in a tutor's or a school's record, then the pupil's school, grade, class or sex (学生：钱子航，南京市…中学)
    re.compile(
        r"(?:学生|学员|孩子)(?:姓名)?[：:]\s?(?P<name>" + _ANY_SURNAME + r"[\u4e00-\u9fff]{1,2}?)"
        r"(?=[，,\s][^。\n]{0,20}?(?:中学|小学|学校|幼儿园|年级|班|[男女][，,\s]))"
    ),
    # a field for whoever serves or is served, then a nickname (教练：大壮, 导游：小李), or said with 是 (领队是大海，)
    re.compile(
        r"(?:教练|导游|司机|店员|会员|客户|顾客|领队|管家|保姆|护工|对接人|带班|领班|工头|包工头|监工|负责人)(?:[：:]\s?|的?是)"
        r"(?P<name>(?!大家|大人|大个|大伙|老人|老手|老乡|老外|老板|老公|老婆|小孩|小伙|小工)[大小阿老][\u4e00-\u9fff])(?=[\s，。、；,;（(]|$)"
    ),
    # any record's field for a person ending in 人 (购药人：车建国, 内推人：Sherry): a surname-led or an English name
    re.compile(r"[\u4e00-\u9fff]{1,3}人[：:]\s?(?P<name>" + _ANY_SURNAME + r"[\u4e00-\u9fff]{1,2}|[A-Z][a-z]{2,12})(?=[\s，。、；,;（(]|$)"),
    # a record's role ending in 人 and the person right after it, no colon between (探视人房立新（儿子）, 付款人甘露，)
    re.compile(
        r"(?:探视|陪护|陪同|陪诊|联系|监护|经办|介绍|担保|推荐|签收|收件|寄件|送检|报案|付款|收款|汇款|转账)人"
        r"(?P<name>(?!信息|名称|账户|账号|姓名|电话|地址)" + _ANY_SURNAME + r"[\u4e00-\u9fff]{1,2}?)(?=[（(，,。；、\s]|$)"
    ),
    # a Chinese name given beside a foreign one (中文名柏雪), however the tagger joined it to 名
    re.compile(r"(?:中文名|中文名字|汉名)(?:是|叫)?[：:]?(?P<name>" + _ANY_SURNAME + r"[\u4e00-\u9fff]{1,2}?)(?=[）)，,。；\s]|$)"),
    # a name given to someone (院里给我取名株小春，): whatever its words, a person's; an orphanage's may take its city's character
    re.compile(
        r"给[\u4e00-\u9fff]{1,4}?(?:取名|起名|取了个?名字?|起了个?名字?)(?:为|叫做?)?[“\"「]?"
        r"(?P<name>(?!什么|啥|很|太|真|挺|好|不|也|都|的|了|字)[\u4e00-\u9fff]{2,3})(?=[”\"」，,。、；;！？!?\s）)]|$)"
    ),
    # a transfer's note quoting who sent it by a familiar name (微信转的，备注“小孔”); not what it was for (备注“房租”, “小费”)
    re.compile(r"备注(?:的是|是|写的?|[：:])?\s?[“\"「](?P<name>(?!小费|小吃|小菜|小米|小时|小孩)[小老阿]" + _ANY_SURNAME + r")[”\"」]"),
    # a name taken in a faith, in its field (法名 妙心, 教名：约瑟): whatever its words, a person's
    re.compile(r"(?:法名|法号|教名|洗礼名|经名)[：:\s]\s?(?P<name>[\u4e00-\u9fff]{2,4}?)(?=[\s，。、；,;（(]|$)"),
    # a household named by its surname in a booking's field (主家：万家): the family's surname
    re.compile(r"(?:主家|东家|户主)[：:]\s?(?P<name>" + _ANY_SURNAME + r")(?=家)"),
    # a payee named by surname alone, with or without the field's colon (收款人方。): the payee's surname
    re.compile(r"(?:收款人|付款人|户名)[：:]?\s?(?P<name>" + _ANY_SURNAME + r")(?=[\s，。；、,;]|$)"),

    # someone called by a name or a nickname, then who they are (一个叫疤脸强的人, 叫阿珍的女孩)
    re.compile(r"(?<=一个叫|那个叫|有个叫)(?P<name>(?!什么|啥)[\u4e00-\u9fff]{2,4}?)(?=的(?:人|男人|女人|男的|女的|男生|女生|女孩|男孩|朋友))"),
    # an obituary signed by the mourning children (孝子张建设泣告), whatever the tagger read the given name as
    re.compile(r"(?:孝子|孝女|孝孙|孝孙女)(?P<name>" + _ANY_SURNAME + r"[\u4e00-\u9fff]{1,2}?)(?=泣告|泣血|叩首|敬告|率|[、，。\s]|$)"),
    # a church names its members as sisters and brothers (为路得姊妹的手术祷告)
    re.compile(r"(?<=[为和跟给替])(?P<name>[\u4e00-\u9fff]{2,3}?)(?=姊妹|弟兄)"),
    # a record's role or signature, a colon and a surname alone (调解员：阚。 房东：詹, 公证员：滕): that person's
    # surname; not a reply in a chat (老师：来, "come")
    re.compile(
        r"(?:" + _PROFESSIONALS + "|" + _SIGNERS + r"|[\u4e00-\u9fff]{1,3}员)[：:]\s?"
        r"(?P<name>(?!来)" + _ANY_SURNAME + r")(?=[\s，。；、,;]|$)"
    ),
    # a parent signing by the child's name at a note's end (——糯米妈妈): the child's nickname
    re.compile(r"(?<=——)(?P<name>[\u4e00-\u9fff]{1,3}?)(?=(?:妈妈|爸爸|妈|爸|家长|奶奶|爷爷)\s*(?:$|\n))"),
    # a letter signed by its writer's relation to the reader and a name (…好好过日子。儿 国栋): at its end
    re.compile(r"(?<=[。！!\s])(?:儿|女|儿子|女儿|孙子|孙女|侄子|侄女|学生|弟|妹)\s?(?P<name>[\u4e00-\u9fff]{2,3})(?=\s*(?:$|\n|\d{4}年))"),
    # a letter's signer after its closing words (此致 敬礼 卓婉清): the name ends the letter or its line
    re.compile(r"(?:敬礼|敬上|谨上|顿首)[\s！!，,。]*(?P<name>[\u4e00-\u9fff]{2,4})(?=\s*(?:$|\n|\d{4}年))"),
)


# a class, then a pupil by full name and what happened (初一(3)班栗子豪由班主任…, 三年级二班宁可馨的妈妈);
# a word after the class is the class's (2班师生)
_PUPIL_OF_CLASS = re.compile(
    r"(?:[（(]\d{1,2}[）)]|\d{1,2}|[一二三四五六七八九十]{1,2})班(?!主任|长|级|会|车|上|里|同学|干部|委|班|的)"
    r"(?P<name>" + _ANY_SURNAME + r"[\u4e00-\u9fff]{1,2}?)(?=由|被|因|在|的|和|跟|同学|多次|屡次|经常|一直|总是|曾|[，。、；（(\s]|$)"
)


# the full name an account is held in, however the tagger joined it to the field (户名单岚。); not what is said of the
# name (户名相同)
_ACCOUNT_HOLDER = re.compile(r"(?:开户名|账户名|户名)(?:是|为)?[：:]?\s?(?P<name>" + _ANY_SURNAME + r"[\u4e00-\u9fff]{1,2}?)(?=[\s，。；、,;]|$)")


# a crew's or a firm's post ending in 长, the tagger gluing the surname to it (轮机长贺小兵); a name, not a word (船长高兴);
# not 所长 or 处长, which end words (场所 / 长满杂草, 到处 / 长满了草)
_POST_THEN_NAME = re.compile(
    r"(?:轮机长|船长|水手长|厂长|车间主任|队长|组长|站长|科长|村长)(?P<name>" + _ANY_SURNAME + r"[\u4e00-\u9fff]{1,2}?)"
    r"(?=[，,。；;、\s（(]|$)"
)
# a firm's legal representative, with or without the field's colon (法人代表那志强。): a name, whatever the surname
_REPRESENTATIVE = re.compile(
    r"(?:法人代表|法定代表人)(?:是|为)?[：:]?\s?(?P<name>(?!是|的|为)" + _ANY_SURNAME + r"[\u4e00-\u9fff]{1,2}?)(?=[，,。；;、\s（(]|$)"
)
# someone named before a relation and that relative's name (家属联系：应国平爱人胡美娟): the first is a name too
_NAME_BEFORE_KIN = re.compile(
    r"(?:^|(?<=[：:，,\s]))(?P<name>" + _ANY_SURNAME + r"[\u4e00-\u9fff]{1,2}?)"
    r"(?=(?:爱人|老婆|丈夫|妻子|老公|之妻|之子|之女)" + _ANY_SURNAME + r"[\u4e00-\u9fff]{1,2}(?:[，,。；;\s]|$))"
)

# one's child by a pet name, then the school it attends (我家豆仔在天河区华阳小学读四年级): only a child goes to school
_CHILD_AT_SCHOOL = re.compile(
    r"(?<=我家)(?P<name>[\u4e00-\u9fff]{2})(?=在[\u4e00-\u9fff]{2,14}?(?:小学|中学|幼儿园|学校)(?:读|上))"
)

# the name on a card or a paper, read out whole up to the pause (名字是包乌云其木格，…): a Mongolian or Tibetan name
# after its surname may run to six characters, which the tagger cuts into words
_NAME_ON_A_CARD = re.compile(
    r"(?:名字是|名字叫|姓名是|名字写的是|上面写着)(?P<name>" + _ANY_SURNAME + r"(?:(?![的了是我你他她们])[\u4e00-\u9fff]){1,6})"
    r"(?=[，,。；;、\s]|$)"
)


# slots whose value is a name only where it is no dictionary word (轮机长贺小兵, not 船长高兴; 我家孩子在…小学读书)
_NAMES_NO_WORD = (
    _PUPIL_OF_CLASS, _ACCOUNT_HOLDER, _POST_THEN_NAME, _NAME_BEFORE_KIN, _REPRESENTATIVE, _CHILD_AT_SCHOOL, _NAME_ON_A_CARD,
)


def slot_names(text: str) -> Iterable[Span]:
    """A surname given alone, a surname after a professional's role, a letter's signer (`_NAME_SLOTS`); a pupil by their
    class, an account's holder, a crew's post, a relative's or a firm's representative, where the name is no word
    (`_NAMES_NO_WORD`)."""
    for pattern in _NAME_SLOTS:
        for match in pattern.finditer(text):
            if match.group("name") in lx.RELATIONS:
                continue  # 联系人：母亲: a relation fills the slot, no name
            if match.group("name")[-1] in "部科处室" and known_word(match.group("name")[:-1]):
                continue  # 收件人：售后部: a department fills it
            # a surname and a title in the slot (记录人：包主任): the surname is the name
            title = next((title for title in lx.TITLES_LONGEST_FIRST if match.group("name").endswith(title)), "")
            if len(match.group("name")) > len(title):
                yield Span(match.start("name"), match.end("name") - len(title), 0.6)
    for pattern in _NAMES_NO_WORD:
        for match in pattern.finditer(text):
            # (a surname and a title there, 年级组长詹老师, is the titles' rule's: the surname alone)
            if not known_word(match.group("name")) and not match.group("name").endswith(lx.TITLES_LONGEST_FIRST):
                yield Span(match.start("name"), match.end("name"), 0.6)
