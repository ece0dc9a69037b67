"""Where someone works, by the slot the text puts it in: 在米哈游上班, 进了蔚来汽车做销售, 跳槽去了华为, a known
brand where the text says one works there (我是字节的), a form's employer field, and a shop or a studio one works at
(在一禾设计的工作室上班). As a customer names it (在淘宝上买) a brand is nobody's data."""

from __future__ import annotations

import functools
import re

from heartbench.pii import lexicon as lx
from heartbench.pii.names import dictionary_word, everyday_word
from heartbench.pii.not_names import FIRMS_STAFF_AFTER
from heartbench.pii.org_words import (
    COUNTED,
    ENDINGS_LONGEST_FIRST,
    FIRM_ENDINGS,
    NOT_A_SHOP_LEAD,
    ORG_ENDINGS,
    brand_and_trade,
    coined_firm,
    only_trades,
)
from heartbench.pii.packaged_lists import packaged_brands, packaged_employer_brands
from heartbench.pii.recognizers import ORGANIZATION
from heartbench.pii.schools import is_numbered_school
from heartbench.pii.tokens import Span, Tokens, token_index

# (a space only between two Latin words: 海底捞Box Hill店, a branch abroad)
# (a firm named in katakana too: 在パナソニック做会计)
_NAME_SLOT = r"(?P<name>(?:(?![我你他她了在去到进的叫])[\u4e00-\u9fff\u30a1-\u30faー・A-Za-z0-9]|(?<=[A-Za-z]) (?=[A-Za-z])){2,12}?)"
_PAUSE = r"(?=[\s，。、！？；,.!?;]|$)"
# what one does at work, the job held there or the insurance paid for it (在一汽大众的活儿, 在中国一重上了二十年班)
_ALIAS = r"（(?P<alias>[\u4e00-\u9fffA-Za-z ]{2,12})）"  # the firm's other name in brackets (在Bosch（博世苏州）做)
_WORK_AHEAD = (
    r"(?=(?:" + _ALIAS + r")?(?:" + "|".join(lx.WORK_VERBS) + r")(?![站室组队证])|的(?:活儿|工作|岗位|同事|领导|上司)|上[了过][\d一二三四五六七八九十几多半]{1,3}(?:年|个月|天)的?班"
    r"|[交缴]的?社保|退休"  # 在深圳富士康龙华园区交的社保, 在安海镇中心小学退休: where one's employer paid in, or retired
    r"|(?:这边|那边)?[^。！？\n，,]{0,4}?(?:请不了假|请不到假|请了假|请假|调休))"  # 在华为这边周三请不了假: leave asked of one's employer
)
# 打到我单位合肥京东方光电，, 公司是台中精機，
# a firm by its ending, in a slot that says one works there (单位成都迅达物流, 给沧州顺通物流拉的货)
_FIRM_ENDING = "(?:" + "|".join((*FIRM_ENDINGS, "公司", "厂")) + ")"
_ONES_FIRM = re.compile(r"(?:单位|公司)(?:是|叫)?" + _NAME_SLOT + f"(?=那边|这边|那里|这里|{_PAUSE})")
# a firm whose offer one received or got (收到了中汽数据的录用通知, 拿到衡阳云岭数据的offer): the employer one is about to join
_OFFER_OF = re.compile(r"(?<=收到|拿到|接到)了?" + _NAME_SLOT + r"(?=的(?:录用通知|入职通知|offer|Offer|OFFER))")
_LOADING = ("装车", "卸车", "装货", "卸货", "装船", "卸船", "拉煤", "拉货")  # a driver's or a docker's work at a mine or a port
_WORKPLACES = (
    # 在米哈游上班, 进了蔚来汽车做销售, 于…任职, and in Cantonese 喺銀河娛樂做荷官
    re.compile(r"(?:在|于|喺|进了?|到|去了?|来)" + _NAME_SLOT + _WORK_AHEAD),
    # where someone worked before retiring (原无锡市第一中学退休教师)
    re.compile(r"(?<=原)" + _NAME_SLOT + r"(?=的?(?:退休|离休)?(?:教师|老师|职工|教职工|员工|工人|干部))"),
    # the place first, then the employer (在丰宁县大滩镇的大滩中心小学支教)
    re.compile(r"在[^。！？\n，、]{2,20}?的" + _NAME_SLOT + _WORK_AHEAD),
    # a port, an airport or a mine, then the post one holds there (在昆明长水国际机场安检口上班) or the load a driver
    # takes on there (去准格尔旗黑岱沟煤矿装车)
    re.compile(
        r"(?:在|进了?|到|去了?)(?P<name>[\u4e00-\u9fff]{2,10}?(?:" + "|".join(lx.WORKPLACE_PLACE_ENDINGS) + r"))"
        r"(?=[\u4e00-\u9fff]{0,3}?(?:" + "|".join((*lx.WORK_VERBS, *_LOADING)) + r"))"
    ),

    _ONES_FIRM,
    # colleagues, then their firm and how many of them come (新郎单位同事，杭州海康威视八位), or the firm closing a table's
    # note (第3桌（新郎同事，安踏体育）): where they all work
    re.compile(r"(?<=同事[，,：:])\s?" + _NAME_SLOT + r"(?=[\d一二三四五六七八九十几两]{1,3}[位个人]|[）)])"),
    # a supplier in its field, then its staff by surname and post (婚庆对接：杭州遇见婚礼策划，骆经理)
    re.compile(
        r"(?:婚庆|对接|合作方|承办方|供应商|服务商)(?:对接人?)?[：:]\s?" + _NAME_SLOT
        + r"(?=[，,]\s?" + lx.SURNAME_PATTERN + r"(?:经理|主管|总|老师|店长|专员))"
    ),
    # one's work unit named right after 单位 by a firm's ending (单位成都迅达物流开了误工证明)
    re.compile(r"(?<=单位)(?P<name>(?![里的领同])[\u4e00-\u9fff]{2,10}?" + _FIRM_ENDING + ")"),
    re.compile(r"(?:跳槽(?:去了?|到了?)|入职了?|加入了?)" + _NAME_SLOT + f"(?:{_WORK_AHEAD}|{_PAUSE})"),  # 跳槽去了华为，…
    re.compile(r"从" + _NAME_SLOT + r"(?=辞职|辞了职|离职|跳槽|下岗|退休|出来以后|调过来|调来)"),  # 从北方重工辞职, 从…调过来: who one worked for
    _OFFER_OF,
    # where one works as the one who grants leave (我这边仁川大成水产不好请假): only an employer does
    re.compile(r"(?<=这边|那边|单位)" + _NAME_SLOT + r"(?=不好请假|不让请假|不给请假|请不了假|不批假|不准假)"),
    # an agent said to be of a firm (中介是梅州恒安房产的，电话…): the agent's employer
    re.compile(r"(?<=中介是)" + _NAME_SLOT + r"的(?=[，,。！!？?\s]|$)"),
    # or through which one found a flat (当初是好运地产介绍的, in Cantonese 係…介紹嘅): the agent's firm
    re.compile(r"(?<=[是系])(?P<name>(?![这那我你他她])[\u4e00-\u9fff]{2,6}?(?:地产|房产|置业|房屋中介))(?=介绍|推荐)"),
    # a firm by its ending one hauls, drives or works for (这趟是给沧州顺通物流拉的货): not a person one helps (给张三干活)
    re.compile(r"(?<=给)(?P<name>(?![我你他她这那])[\u4e00-\u9fff]{2,10}?" + _FIRM_ENDING + r")(?=拉的?货|跑车|开车|送货|送快递|干活|打工|做事)"),
    # a firm by its ending said as whose one is (我是北京首汽租赁的，这单…): a driver's or a worker's firm; not a trade
    # one does (我是做物流的: 做 is no firm's name)
    re.compile(r"(?<=[我他她]是)(?P<name>(?![这那])[\u4e00-\u9fff]{2,10}?(?:" + "|".join(FIRM_ENDINGS) + r"))的(?=[，,。！!？?\s]|$)"),
    # one of a firm's staff, then leaving or joining it (我也是云启的，去年底离职): whose staff one was
    re.compile(r"[我他她]也?是" + _NAME_SLOT + f"(?={FIRMS_STAFF_AFTER.pattern})"),
    # 任教于扬州中学三十余年, 供职于…: a school where one taught, a firm where one served
    re.compile(r"(?:任教于|执教于|任职于|供职于|就职于)" + _NAME_SLOT + r"(?=[\d一二三四五六七八九十百几]{1,3}[余多]?年|[\s，。、！？；,.!?;]|$)"),
    re.compile(r"被" + _NAME_SLOT + r"(?=裁员|裁掉|裁了|辞退|开除|解雇|优化)"),  # 被杭州有赞科技裁了: who laid one off
    # a form's field for the employer (单位：中国科学技术大学物理学院), or the employer before a post held there
    # (推荐人：严志明，湖南大学化学化工学院副教授)
    re.compile(r"(?:单位|工作单位|所在单位|发票抬头)[：:]\s?" + _NAME_SLOT + _PAUSE),  # or who pays (发票抬头：…大学)
    re.compile(r"(?<=[，,：:\s])" + _NAME_SLOT + r"(?=副教授|教授|讲师|副研究员|研究员|博士后|助教|主任医师|副主任医师)"),
    # a university, then one of its teachers (一位西北大学的老教授): his employer, not a school he attends
    re.compile(r"(?:(?<=[一位个名在是，。\s])|^)(?P<name>(?![一两几这那位个名我你他她])[\u4e00-\u9fff]{2,10}?(?:大学|学院))"
               r"(?=的(?:老|退休|资深)?(?:教授|副教授|讲师|博导|校长|院长))", re.MULTILINE),
    # or after them, in brackets (主席谭国华教授（湖南大学），委员…): a committee's list of members and their employers
    re.compile(r"(?:(?<=教授（)|(?<=研究员（)|(?<=医师（))(?P<name>[\u4e00-\u9fff]{2,14}?(?:大学|学院|研究所|研究院|医院|科学院))(?=）)"),
)
# a state firm named by its city and industry after 在 (在兰州石化的辛勤付出, 在武汉钢铁干了一辈子)
_INDUSTRY_FIRM = re.compile(
    r"(?<=在)(?P<name>[\u4e00-\u9fff]{2,4}(?:石化|钢铁|电力|烟草|燃气|供电局|水务|石油|化工|煤业|铁路局|糖业|纺织|重工|矿业|制药))"
    r"(?=的|干|工作|上班|上了|退休|[，。]|(?:食堂|车间|厂区|工地|医务室)(?:做|干|上班|工作|当))"  # 在太原钢铁食堂做饭
)
# a city's transit or post, only where one works there (在广州地铁上夜班; 在北京地铁，马上到 is a passenger)
_TRANSIT_FIRM = re.compile(r"(?<=[在喺])(?P<name>[\u4e00-\u9fff]{2,4}(?:地铁|公交|邮政))(?=工作|上班|上夜班|上早班|干了|当|做|开车|退休|返工)")
# 公司叫星辰互动，…: a name given outright, no tag needed
_POSTS = r"(?:主管|经理|运营|专员|工程师|管理员|助理|销售|会计|出纳|设计师|开发|实习生?|店员|总监|顾问|组长|店长|编辑|教师|老师|文员|客服|前台|司机|厨师|技术员|操作工|普工)"
# a hiring post's business, named before whom it hires (招聘：乌鲁木齐艾力大盘鸡招服务员两名): its staff will work there;
# not a kind of business (招聘：火锅店招服务员)
_HIRING = re.compile(r"(?:招聘|诚聘)[：:]\s?(?P<name>(?![我你他她本某])[\u4e00-\u9fff]{3,14}?)(?=(?:招聘?|诚聘|急招)[\u4e00-\u9fff\d])")
_NAMED_OUTRIGHT = (
    # a shop's staff group by its title (【陶陶居荔湾店楼面群】), or a note to its next shift or of its staff's work
    # (【一树药业云岩店交班】, 【乐刻运动青岛万象城店私教记录】): the shop its members work at; not its customers' group
    re.compile(r"【(?P<name>[\u4e00-\u9fff]{2,12}?店)(?:(?:楼面|后厨|员工|店员|内部|全体员工|工作|排班)群|交班|交接班|班前会"
               r"|私教记录|工作记录|值班记录|工作日报)】"),
    # a branch short of hands, where one's staff is sent (老马家牛肉面西关店那边缺人的时候，派尕蛋过去): the owner's own shop
    re.compile(
        r"(?:(?<=[，。！？；：:\s])|^)(?P<name>(?![这那哪一某每你我他她])[\u4e00-\u9fff]{6,14}?店)"
        r"(?=(?:那边|这边)(?:缺人|人手不够|忙不过来|招人))", re.MULTILINE
    ),
    # a shop's live room, said to its staff (你们北极绒羽绒服旗舰店直播间大乔说…): the shop they work at
    re.compile(r"(?<=你们)(?P<name>(?![这那哪一某每])[\u4e00-\u9fff]{2,12}?店)(?=直播间)"),
    # a shop's branch named with its staff by name and post (你们丝域造型光谷店的Tony老师): the shop that person works at
    re.compile(
        r"(?:(?<=[你我他她]们)|(?<=[，。！？：:、\s在去到找])|^)(?P<name>(?![这那哪一某每你我他她])[\u4e00-\u9fff]{2,10}?店)的(?=(?:[A-Z][a-z]{1,10}|"
        + lx.SURNAME_PATTERN + r")(?:老师|经理|店长|师傅|主管|顾问|技师))", re.MULTILINE
    ),
    # the shop one works at, named as what 店里 or 店铺 is (店里是千艺造型禅城季华店，…, 我们店是马三哥牛肉面，…, 店铺是和田玉枣哥的
    # 果园，…): a brand's branch by its place, a noodle shop by its owner's name, an online shop by its orchard
    re.compile(r"(?:(?<=店里是)|(?<=[我你]们店[是叫])|(?<=我家店[是叫])|(?<=店铺是))(?P<name>(?![这那哪一某每])[\u4e00-\u9fffA-Za-z]{3,14}?"
               r"(?:店|馆|铺|坊|面|粉|酒家|饭庄|餐厅|火锅|烧烤|超市|药房|诊所|工作室|果园|农场))(?=[，。；！,;!\s]|$)"),
    # one's job in Cantonese, then its firm and what it did to the pay (我份工大快活拖咗糧): not 这份工作, 一份工资
    re.compile(r"(?<=[我你佢他她]份工)(?:喺|係|系|在|是)?(?![作资資钱錢])" + _NAME_SLOT + r"(?=拖|欠|扣|出[粮糧])"),
    # a party to a dispute that is a business, its person in charge in brackets or after a comma (申请人长沙辣火火湘菜馆
    # （负责人…）, 被申请人：重庆渝味老灶火锅店，负责人付老板)
    re.compile(
        r"(?:申请人|被申请人|原告|被告|甲方|乙方|投诉人|被投诉人)[：:]?\s?(?P<name>[\u4e00-\u9fffA-Za-z0-9]{4,16}?)"
        r"(?=(?:[（(]|[，,]\s?)(?:负责人|法定代表人|法人代表|法人|经营者|店主|老板))"
    ),
    # a teacher's own tutoring firm by its campus (我们济南优学派教育解放路校区下个月开始寒假班): where the writer works
    re.compile(r"(?<=我们)(?P<name>(?!这|那|家庭|素质|学前|课外|校外)[\u4e00-\u9fff]{2,10}?(?:教育|培训)[\u4e00-\u9fff]{2,5}?校区)"),
    # a live stream's host welcoming viewers to the shop's channel (欢迎来到义乌鹿鹿饰品直播间): the host's shop
    re.compile(r"欢迎(?:来到|进入)" + _NAME_SLOT + r"(?=的?直播间)"),
    # a church's own group signing a note (——福州花巷堂祷告小组), and a charity one volunteers for (我是壹基金温州的志愿者)
    re.compile(r"(?P<name>[\u4e00-\u9fff]{2,8}堂)(?=的?(?:祷告小组|团契|查经班|诗班|主日学|姊妹会))"),
    re.compile(r"我是(?P<name>(?:(?![我你您他她们的了在这那上])[\u4e00-\u9fffA-Za-z]){2,8}?)(?:[\u4e00-\u9fff]{2}(?=的))?的(?:志愿者|义工)"),
    # a game's guild, named in its group chat's title or before its officers (【星落长沙公会线下聚会群】, 龙吟帮会的帮主);
    # not whose guild it is (我们公会的会长)
    re.compile(r"(?P<name>(?<![\u4e00-\u9fff])(?!我们|咱们|你们|他们|本|这个|那个|[我你他她这那])[\u4e00-\u9fff]{2,6}(?:公会|帮会|战队))"
               r"(?=[\u4e00-\u9fff]{0,6}群】|的?(?:会长|副会长|帮主|副帮主|队长|成员|会员|群))"),
    # a club of runners or riders one is of or joins, by its name (他说自己是兰州黄河跑团的, 加入了…骑行队): its members'
    # own group; not whose club (我们跑团)
    re.compile(r"(?:(?<=是)|(?<=加入)|(?<=参加))了?(?P<name>(?!我们|咱们|你们|他们|[我你他她这那一了])[\u4e00-\u9fff]{2,8}?"
               r"(?:跑团|跑步团|骑行团|骑行队|徒步队|登山队|户外俱乐部|车友会))(?=的|[，。,\s]|$)"),
    # a clan's association, named by its surname (古氏宗亲会通知：…): the clan's members' own body
    re.compile(r"(?<![\u4e00-\u9fff])(?P<name>[\u4e00-\u9fff]{1,2}氏宗亲(?:联谊)?会)"),
    re.compile(r"(?:任职于|就职于|供职于|受雇于)" + _NAME_SLOT + _PAUSE),  # 目前任职于统一超商，: whatever its words
    # (not a question: 那家火锅店叫啥来着？)
    re.compile(r"(?:公司|单位|机构|工作室|店|厂|学校)(?:的名字)?(?:叫|叫做|名叫)(?!啥|什么|哪|谁|嘛)" + _NAME_SLOT + f"(?:{_PAUSE}|(?=的))"),
    # a group or firm named in quotes before what it is: 一个叫“逃离原生家庭互助会”的群
    re.compile(r"(?:叫|叫做|名叫|名为)[“\"「](?P<name>[^”\"」\s]{2,16})[”\"」]的(?:群|组织|社团|协会|公司|机构|工作室|店|平台|互助会|小组)"),
    # asked in one chat turn, answered first thing in the reply: 你在哪高就 B：平安，做理赔的
    re.compile(r"(?:在哪儿?|哪个单位|哪家公司|什么单位|什么公司)(?!上学|读书|念书|读)(?:上班|高就|工作|发财|任职)?[^A-Za-z0-9\n。！]{0,16}?"
               r"(?<![A-Za-z])[A-Z][：:]\s?" + _NAME_SLOT + _PAUSE),
    # who sent someone to serve (我是美丽中国支教项目派来的): the body one works or volunteers for; not a kind (公司派来的)
    re.compile(r"(?<=我是)(?!公司|单位|学校|上面|组织|领导|局里|县里|市里|乡里|镇上|村里|厂里)" + _NAME_SLOT + r"(?=派来的|派过来的|派我来的)"),
    # one's own business named (我们客栈：拉萨雪域阳光客栈, 我家店叫…): the household's or the staff's workplace
    re.compile(r"(?:我们|咱们|我家)的?(?:客栈|民宿|酒店|宾馆|饭店|店|餐厅|公司|工作室|厂)(?:[：:]\s?|叫|名叫|的名字是)(?!不|保密|暂|还没|没)" + _NAME_SLOT + _PAUSE),
    # a CV's work history: the months worked, the firm, the post held (2021.04-至今 蘑菇街 社群运营主管)
    re.compile(
        r"(?:19|20)\d{2}[.\-/年]\d{1,2}月?\s?[-–~至]\s?(?:(?:19|20)\d{2}[.\-/年]\d{1,2}月?|至今|今)\s+"
        r"(?P<name>[\u4e00-\u9fffA-Za-z0-9（）()]{2,20})\s+(?=[\u4e00-\u9fffA-Za-z]{0,8}?" + _POSTS + ")"
    ),
)
# a shop someone opened, named by its owner (在延吉开了家成哲年糕店): the owner's household; not a kind (开了家川菜馆)
_SHOP_OPENED = re.compile(r"(?:开了?(?:一)?家|开的(?:是)?)(?P<name>[\u4e00-\u9fff]{2,6}?(?:店|馆|铺|坊))(?![\u4e00-\u9fff]{0,1}[店馆铺])")
# a business's name in a licence's or a form's field (名称：恩施滕记土家腊肉店)
_BUSINESS_NAME_FIELD = re.compile(
    r"(?:名称|店名|商号|字号|企业名称|商户名称|门店|所属门店|分店)[：:]\s?(?P<name>[^\s，。；;：:]{2,14}?(?:店|馆|行|坊|部|厂|社|公司|工作室))" + _PAUSE
)
# a shop's name said outright (店名是西宁老马家牛肉面): whatever stands there, as in a form's employer field
_SHOP_NAME_SAID = re.compile(r"(?:店名|店的名字|店铺名称?)(?:是|叫)\s?(?P<name>[^\s，。；;：:？?]{2,16}?)" + _PAUSE)
# a firm then the post held there, in brackets after a name (Vivian Zhou（杭州网易雷火游戏策划）)
_EMPLOYER_BEFORE_ROLE = re.compile(
    r"[（(](?P<name>[\u4e00-\u9fffA-Za-z]{3,12}?)(?:游戏)?"
    r"(?:策划|工程师|设计师|产品经理|运营|程序员|编辑|记者|律师|销售|会计|主管|研究员|分析师|顾问)[）)]"
)
_NOT_AN_EMPLOYER_LEAD = ("某", "一家", "资深", "高级", "前", "独立", "自由", "兼职", "全职")
# a letter inviting someone of a firm by post (兹邀请德国西门子医疗工程师…)
_INVITED_FROM = re.compile(r"(?:邀请|来自)(?P<name>[\u4e00-\u9fff]{3,12}?)(?:工程师|设计师|专家|代表|经理|研究员|教授)")
# a form's field for the employer (前雇主：字节跳动): whatever stands there is one
_EMPLOYER_FIELD = re.compile(  # a firm's name may follow a former employer without the colon (前雇主南昌欧菲光科技，)
    r"(?:前雇主|雇主|工作单位|现单位|就职单位|任职单位|所在单位|用人单位|工作地)(?:[：:]\s?|(?<=前雇主)(?=\w{2,12}(?:科技|公司|集团|厂|银行)))"
    r"(?P<name>[^\s，。；;：:]{2,16}?)" + _PAUSE
)
# 我是老乡鸡长江东路店的店长: a chain's branch, then the post held there
_BRANCH_STAFF = re.compile(
    r"(?<=是)(?P<name>[\u4e00-\u9fffA-Za-z]{2,12}?(?:分店|门店|店|分行|支行|营业部|分公司))的"
    r"(?:副?店长|店员|收银员|服务员|厨师长|经理|柜员|行长|员工)"
)
# 是平安的保险代理人: a firm before a trade and a job in it; 是云南白药的销售: a firm the tagger marks, then a job
# or by surname and post (中介是鹏城安居房产的郑经理)
_STAFF_OF = re.compile(
    r"(?<=是)" + _NAME_SLOT + r"的(?:(?P<trade>" + "|".join(lx.TRADES_LONGEST_FIRST) + r")?"
    r"(?:代理人|业务员|销售|员工|职员|客服|经纪人|顾问)|" + lx.SURNAME_PATTERN + r"(?:经理|店长|主管|顾问|专员))"
)
# or the agency through which a lease or a sale was signed, with its agent by surname and post or courtesy title
# (当初是通过永庆房屋的陈小姐签的约): the agent's employer
_AGENCY_ENDINGS = "房屋|地产|房产|置业|不动产|中介|物业|旅行社|装饰"
_AGENCY_ENDING = re.compile(f"(?:{_AGENCY_ENDINGS})$")
_AGENT_OF = re.compile(
    r"(?:通过|透过|经过|找了?|联系了?)(?P<name>[\u4e00-\u9fff]{2,10}?(?:" + _AGENCY_ENDINGS + r"))的"
    r"(?=" + lx.SURNAME_PATTERN + r"(?:经理|小姐|先生|主管|店长|顾问|专员))"
)

# or in Cantonese, a firm by its trade's ending right before the post held there (本人係濠江星輝娛樂荷官)
_FIRM_THEN_POST = re.compile(
    r"(?<=[是係系])(?P<name>[\u4e00-\u9fff]{2,8}?(?:娱乐|娛樂|集团|集團|公司|酒店))"
    r"(?=的?(?:荷官|员工|員工|职员|職員|保安|服务员|服務員))"
)

_ADVERBIAL_TAGS = frozenset({"d", "p", "c", "u", "xc", "TIME"})


_NONE_GIVEN = frozenset("无 暂无 没有 不详 未知 待业 自由职业 个体 退休 学生 无业".split())  # a form's field left without a firm
# a shop by its name and its trade, then its owner (青禾花艺 孔老板, 暖阳花坊老板娘毕姐): a firm with its staff, as an
# order list names its customers
_SHOP_TRADES = ("花艺", "花坊", "花店", "茶行", "茶庄", "五金店", "水果店", "便利店", "面馆", "饭店", "菜馆")
_SHOP_BEFORE_ITS_OWNER = re.compile(
    r"(?:^|(?<=[\s：:、，,.．]))(?P<name>(?P<stem>[\u4e00-\u9fff]{2,4}?)(?:" + "|".join(_SHOP_TRADES) + r"))"
    r"\s?(?=" + lx.SURNAME_PATTERN + r"?老板)",
    re.MULTILINE,
)
# or after its owner, in brackets (方老板（婺州茗香茶庄）下午来收)
_SHOP_AFTER_ITS_OWNER = re.compile(
    lx.SURNAME_PATTERN + r"老板娘?[（(](?P<name>[\u4e00-\u9fff]{2,6}?(?:" + "|".join(_SHOP_TRADES) + r"))[)）]"
)
# a firm by its ending whose staff someone invites or meets (我请了新疆天弘物流的同事): where they work, though the tagger read a
# place; after a verb's 了, a comma or a conjunction, where a name begins
_STAFF_OF_A_FIRM = re.compile(
    r"(?<=[了和与跟及，,：:、\s])(?P<name>(?![我你他她这那每各])[\u4e00-\u9fff]{2,10}?" + _FIRM_ENDING + r")"
    r"(?=的(?:同事|员工|职工|领导|上司))"
)
# slots whose words say a firm stands there, whatever the tagger read it as
_FIRM_GIVEN = (
    _INDUSTRY_FIRM, _TRANSIT_FIRM, _EMPLOYER_FIELD, _EMPLOYER_BEFORE_ROLE, _INVITED_FROM, _BUSINESS_NAME_FIELD, _BRANCH_STAFF,
    _SHOP_BEFORE_ITS_OWNER, _SHOP_AFTER_ITS_OWNER, _STAFF_OF_A_FIRM, _SHOP_NAME_SAID, _FIRM_THEN_POST,
)


def employers(text: str, tokens: Tokens) -> list[tuple[str, Span]]:
    """The employer in 在米哈游上班 / 进了蔚来汽车做销售 / 跳槽去了华为 / 是平安的保险代理人: a
    name the tagger marks as an organisation or a brand, or a brand before a trade word, in the
    slot where one works (or a name given outright: 公司叫星辰互动); never a place (在北京工作)
    or a generic word (在公司上班)."""
    found = []
    patterns = (*_WORKPLACES, *_NAMED_OUTRIGHT, _STAFF_OF, _AGENT_OF, *_FIRM_GIVEN, _SHOP_OPENED, _HIRING)
    for match in [m for pattern in patterns for m in pattern.finditer(text)]:
        name = match.group("name")
        if name in lx.NOT_AN_EMPLOYER or name[0] in NOT_A_SHOP_LEAD or COUNTED.search(name) or name in _NONE_GIVEN:
            continue
        if match.re in (_EMPLOYER_BEFORE_ROLE, _INVITED_FROM) and (dictionary_word(name) or name.startswith(_NOT_AN_EMPLOYER_LEAD)):
            continue  # （资深产品经理）, （某互联网公司运营）: how senior, or no firm named
        if match.re is _EMPLOYER_FIELD and ((name[0] in lx.SURNAMES and name[1:] in lx.TITLES) or name.endswith(lx.ADMIN_SUFFIXES)):
            continue  # 雇主：蒋女士: a household employs a helper (the title rule finds the surname); 工作地：苏州市, a city
        if match.re is _SHOP_NAME_SAID and (dictionary_word(name) or name.startswith(("什么", "啥", "哪"))):
            continue  # 店名是什么: a question, no name
        if match.re is _SHOP_BEFORE_ITS_OWNER and (match.group("stem") in lx.NOT_IN_STEM or only_trades(match.group("stem"))):
            continue  # 楼下花店老板: a shop near, no name
        if match.re is _SHOP_OPENED and (
            only_trades(name[:-1]) or dictionary_word(name[:2]) or (name[0] in "小大新老" and name[1] not in lx.SURNAMES)
        ):
            continue  # 开了家川菜馆, 开了家小面馆: what kind of shop, no owner named (老王面馆 names one)
        if match.re is _HIRING and (only_trades(name[:-1]) or dictionary_word(name) or dictionary_word(name[:-1])):
            continue  # 招聘：火锅店招…: a kind of business, none named
        if match.re in (_STAFF_OF_A_FIRM, _FIRM_THEN_POST) and (
            tokens.tags[token_index(tokens, match.start("name"))] not in {"LOC", "ORG", "nz"} or only_trades(_stem(name))
        ):
            continue  # 请了电子厂的同事: a kind of firm, none named
        if match.re is _AGENT_OF:
            stem = _AGENCY_ENDING.sub("", name)
            if len(stem) >= 2 and not only_trades(stem) and not everyday_word(stem):  # not 一家中介, 小区物业
                found.append((ORGANIZATION, Span(match.start("name"), match.end("name"), 0.6)))
            continue
        outright = match.re in _NAMED_OUTRIGHT or match.re in _FIRM_GIVEN or match.re is _SHOP_OPENED or match.re is _HIRING
        if outright or (match.re is _STAFF_OF and match.group("trade") and brand_and_trade(name + match.group("trade"))):
            found.append((ORGANIZATION, Span(match.start("name"), match.end("name"), 0.6)))
            continue
        start, end = match.start("name"), match.end("name")
        first, last = token_index(tokens, start), token_index(tokens, end - 1)
        if tokens.starts[first] != start or tokens.starts[last] + len(tokens.words[last]) != end:
            continue  # the slot cuts a word: not a name of its own
        while last > first and tokens.tags[last] in _ADVERBIAL_TAGS:
            last -= 1  # 在网易 / 一起 / 干了四年: the firm ends before how one worked there
        end = tokens.starts[last] + len(tokens.words[last])
        name = text[start:end]
        if brand_and_trade(name) or is_numbered_school(name):  # 在太原五中教了三十年: a school one works at
            found.append((ORGANIZATION, Span(start, end, 0.6)))
            continue
        if tokens.tags[first] in {"v", "vd", "p", "d", "r"} or (match.re is _ONES_FIRM and tokens.tags[last] == "v"):
            continue  # 公司卖保险, 公司年会开会: what one does there, not the firm's name
        if tokens.words[first] in lx.NOT_IN_STEM:
            continue  # 在附近医院当护工, 在楼下超市上班: a place near, no name
        inside = range(first, last + 1)
        tags = {tokens.tags[k] for k in inside}
        if tokens.tags[first] == "LOC" and tags <= {"LOC", "n", "f", "s"} and name.endswith(lx.WORKPLACE_PLACE_ENDINGS):
            found.append((ORGANIZATION, Span(start, end, 0.6)))  # 在宁波舟山港开吊车, 在大同煤矿上班: where one works
            continue
        if first == last and tokens.tags[first] == "LOC" and name.endswith("店") and len(name) >= 5 and not only_trades(name[:-1]):
            found.append((ORGANIZATION, Span(start, end, 0.6)))  # 在沈阳悦读书店打工, read as one place: a shop by its city and name
            continue
        if match.re is _OFFER_OF and tokens.tags[first] == "LOC" and last > first and not dictionary_word(name):
            found.append((ORGANIZATION, Span(start, end, 0.6)))  # 拿到衡阳 / 云岭 / 数据的offer: no place makes an offer
            continue
        if tags <= {"LOC", "f", "s"} or ("ORG" not in tags and tags & {"c", "p", "u", "r", "d", "xc", "w"}):
            continue  # a place (在北京工作), or words around a choice (在中学还是小学当老师)
        by_ending_only = "ORG" not in tags and "nz" not in tags and tags != {"PER"}  # 在柳钢(PER)当焊工: no person is where one works
        stem = _stem(name)
        if by_ending_only and (only_trades(stem) or len(stem) <= 1):
            continue  # 在咨询中心做过咨询, 在家附近的鞋厂做计件: a kind of place, no name
        # or a city, then a name no dictionary knows (在长沙 / 远大 / 住工上班): a firm of that city
        rest_tags = {tokens.tags[k] for k in range(first + 1, last + 1)}
        coined = tokens.tags[first] == "LOC" and last > first and coined_firm(text[tokens.starts[first + 1]:end], rest_tags)
        if not by_ending_only or name.endswith(ORG_ENDINGS + FIRM_ENDINGS) or coined:
            found.append((ORGANIZATION, Span(start, end, 0.6)))
            if end == match.end("name") and (alias := _alias_of_the_firm(match, tokens)):
                found.append((ORGANIZATION, alias))
    return found


def _stem(name: str) -> str:
    """The firm's name without its ending (天弘 of 天弘物流), or the whole name where it has none."""
    return next((name[:-len(ending)] for ending in ENDINGS_LONGEST_FIRST if name.endswith(ending)), name)


def _alias_of_the_firm(match: re.Match[str], tokens: Tokens) -> Span | None:
    """The employer's other name in brackets right after it (Bosch（博世苏州）): a name the tagger marks as an
    organisation or a brand, not a place (华为（深圳）) or a word (（实习）)."""
    if "alias" not in match.re.groupindex or match.start("alias") != match.end("name") + 1:
        return None
    start, end = match.span("alias")
    first, last = token_index(tokens, start), token_index(tokens, end - 1)
    tags = {tokens.tags[k] for k in range(first, last + 1)}
    if tokens.starts[first] != start or not tags & {"ORG", "nz", "eng"} or dictionary_word(match.group("alias")):
        return None
    return Span(start, end, 0.6)


@functools.cache
def _brand_pattern() -> re.Pattern[str]:
    return re.compile("|".join(re.escape(brand) for brand in sorted(packaged_brands(), key=len, reverse=True)))


_JOB_WORDS = "offer|Offer|OFFER|员工|工牌|工号|HR|hr|面试|期权|股票|年终奖|项目经理|工程师|程序员|产品经理|设计师|柜员|店长|骑手|快递员|司机"
# what one does at work, said right after where (在蔚来实习, 在沃尔玛收银, 在顺丰开车)
_WORK_DONE = (
    r"(?:" + "|".join(lx.WORK_VERBS) + r"|端|送|跑|卖|管|带|收银|理货|搬货|值班|轮班|倒班|上夜班|站柜台|洗碗|配送|开车|送货|派件|分拣)"
)
_BRAND_AT_WORK = (
    # (before the brand, after it): what says someone works there
    (r"(?:(?<=[我他她])是|(?<=我们)|(?<=咱们))$", rf"的(?:[\s，。、！？；,.!?;]|$|{_JOB_WORDS})"),  # 我是字节的，/ 我们京东的年终奖
    (r"(?<=[我他她])是$", rf"(?:{_JOB_WORDS}|外卖员)"),  # 我是饿了么骑手: the brand, then the job done for it
    (r"", rf"的(?:{_JOB_WORDS}|新工作|工作)|员工|营业厅|总部|分公司"),  # 腾讯的offer, 本人小米员工, 中国移动营业厅, 携程总部
    (r"还在$", r"(?:吗|呢|上班|干|做)"),  # 你还在德邦吗
    # its staff by post and by name (太平洋保险理赔员冉经理, 招行客户经理小王): the firm that person works for
    (r"", r"(?:理赔员|查勘员|定损员|业务员|客户经理|理财经理|营业员)(?:[\u4e00-\u9fff]{1,2}(?:经理|主管|专员|师傅|先生|女士|小姐)|[小老阿][\u4e00-\u9fff])"),
    (r"", r"的" + lx.SURNAME_PATTERN + r"(?:经理|店长|主管|顾问|专员|总)"),  # 我爱我家的祁经理: its staff by surname and post
    (r"在$", r"(?:下面|旗下)的"),  # 在链家下面的一个门店
    # 在中石化的加油站干了二十年: one of its sites, then work
    (r"在$", r"的(?:加油站|门店|分店|工厂|仓库|网点|车间|营业厅|研发中心|柜台)(?:" + "|".join(lx.WORK_VERBS) + r"|干)"),
    (r"从$", r"(?:离职|辞职|裸辞|出来|跳槽|被裁|被优化|退休)"),  # 从百度离职
    (r"(?:公司|单位)[（(]$", r"[）)]"),  # 公司（匯豐）年尾好忙: which firm one's company is, in brackets
    (r"(?:面试了?|入职了?|加入了?|进了|跳槽(?:去|到)了?|签约了?|本人)$", r""),  # 面试大疆, 进了宁德时代
    (r"(?:通过|拿到|收到)了?$", r"(?:的)?(?:暑期|寒假|日常)?实习"),  # 通过小米暑期实习面试: an intern's employer
    # 去大疆交了工牌: a badge handed in, or an exit or an entry done there
    (r"(?:去|到|回)$", r"(?:交了?|还了?|退了?|领了?)工牌|办(?:了|完)?(?:离职|入职)|报到"),
    (r"(?:在|去|到)$", _WORK_DONE),  # 在蔚来实习, 在沃尔玛收银, 在顺丰开车
    # a rider or a driver by the platform rides for, and for how long (跑美团两年了, 跑滴滴三年, 跑饿了么众包)
    (r"跑$", r"(?:[\d一二三四五六七八九十两半几]{1,3}(?:年|个月)|外卖|专送|众包)"),
    (r"(?:^|[，,；;\s])$", r"(?:上班|工作)(?:[，,。；;\s]|$)"),  # a card's clause: 本科，浦发银行上班，
    (r"(?:我们|咱们)$", r"(?:今年|去年|又|也|最近|公司|部门|组|这边|内部|裁员|加班|领导|老板)"),  # 我们京东今年又要裁员
    # posted by one's firm to the brand's site (公司调我去蔚来合肥基地): where one works then
    (r"(?:调我|调他|调她|派我|派他|派她|外派|借调|被调)(?:去|到)$", r"(?:[\u4e00-\u9fff]{2,3})?(?:基地|工厂|总部|分公司|项目|研发中心)"),
    # a CV's work history: the years, the firm, the post (2020-2023 字节跳动 后端开发)
    (r"[-–~至]\s?(?:(?:19|20)\d{2}|至今|今)\s$", r"\s"),
)
_BRAND_CONTEXTS = [(re.compile(before), re.compile(after)) for before, after in _BRAND_AT_WORK]
_BRAND_BRANCH = re.compile(r"(?:(?![的在])[\u4e00-\u9fff]){2,8}?(?:配送站|站点|站|分店|门店|网点|营业部|分部)")  # not 的加油站
_WORK_AT_A_BRANCH = re.compile(_WORK_DONE)
_STAFF_AT_A_BRANCH = re.compile(rf"的?(?:{_JOB_WORDS}|员工|店员|配送员|站长)")  # …解放碑站(的)骑手
# a firm no customer visits: being at it is working there (我们在腾讯一起熬了三年, 他现在在阿里，),
# unless a customer's word follows (在阿里云上部署, 在网易买的课)
_AS_A_CUSTOMER = re.compile(r"上|里|买|搜|查|看|下载|注册|充值|订|投")


def employers_by_brand(text: str, tokens: Tokens) -> list[tuple[str, Span]]:
    """A known brand or abbreviation (腾讯, 中石化, 招行) where the text says someone works
    there: 我是字节的, 腾讯的offer, 从百度离职, 在蔚来实习. As a customer names it (在淘宝上买,
    点了美团外卖) it is nobody's data."""
    boundaries = set(tokens.starts) | {len(text)}
    found = []
    for match in _brand_pattern().finditer(text):
        start, end = match.span()
        # (a brand whose first character the tagger glued to a verb of going is still the brand: 去蔚 / 来)
        if start not in boundaries and text[tokens.starts[token_index(tokens, start)]:start] not in {"去", "到", "在", "进"}:
            continue  # part of a longer word
        # with its city before it (在西安隆基绿能做研发): the brand's branch there
        city = token_index(tokens, start - 1) if start else None
        if city is not None and tokens.tags[city] == "LOC" and len(tokens.words[city]) <= 3 \
                and text.endswith("在", 0, tokens.starts[city]):
            start = tokens.starts[city]
        before, after = text[max(0, start - 8):start], text[end:end + 12]
        if (
            match.group() in packaged_employer_brands() and end in boundaries
            and before.endswith(("在", "要去", "去了", "跳槽去", "跳槽到", "入职")) and not _AS_A_CUSTOMER.match(after)
        ):
            # with its city, a branch (要去腾讯成都了)
            index = token_index(tokens, end) if end < len(text) else None
            if index is not None and tokens.tags[index] == "LOC" and len(tokens.words[index]) <= 3 and tokens.starts[index] == end:
                end += len(tokens.words[index])
            found.append((ORGANIZATION, Span(start, end, 0.6)))
            continue
        # its station or branch named by its place (在美团徐汇漕河泾站跑外卖): where one works, the branch with the brand
        # or who one is there (我是美团外卖呈贡大学城站的骑手, 本人是…解放碑站骑手)
        branch = _BRAND_BRANCH.match(text, end)
        if branch and (
            (before.endswith(("在", "去", "到")) and _WORK_AT_A_BRANCH.match(text, branch.end()))
            or (before.endswith("是") and _STAFF_AT_A_BRANCH.match(text, branch.end()))
        ):
            found.append((ORGANIZATION, Span(start, branch.end(), 0.6)))
            continue
        for context_before, context_after in _BRAND_CONTEXTS:
            slot = context_before.search(before) and context_after.match(after)
            # the word after the brand ends it even where the tagger joined the two (盒马当 / 理货员)
            if slot and (end in boundaries or slot.end() > 0):
                found.append((ORGANIZATION, Span(start, end, 0.6)))
                break
    return found


_EMPLOYER_SHOP = re.compile(
    r"(?:在|去了?|到|进了?|来)(?P<name>(?:(?![我你他她了在去到进来])[\u4e00-\u9fffA-Za-z0-9]){2,10}?)"
    r"的(?P<place>工作室|店|门店|作坊|摊位|餐厅|饭店|诊所|工厂|厂|学校|公司|机构)"
)
_NAMED_BY_TRADE_ONLY = frozenset({"学校", "公司", "机构"})
_NEAR = ("对面", "旁边", "附近", "门口", "楼下", "隔壁", "后面", "前面", "边上", "那边", "这边", "里面")


_WHO_GAVE_THE_SHOP = ("开", "办", "做", "介绍", "推荐", "安排")


def employers_by_shop(text: str) -> list[tuple[str, Span]]:
    """The employer named by its shop or studio: 在一禾设计的工作室上班, 去了蜜丝美甲的工作室."""
    found = []
    for match in _EMPLOYER_SHOP.finditer(text):
        stem = match.group("name")
        generic = stem[0] in NOT_A_SHOP_LEAD or COUNTED.match(stem) or stem in lx.NOT_IN_STEM
        if stem.endswith(_NEAR):
            continue  # 在桐城中学对面的饭店: a shop placed by a landmark, not named
        if match.group("place") in _NAMED_BY_TRADE_ONLY and not brand_and_trade(stem):
            continue  # 在市里的学校: only a brand before a trade names one (在蓝海外语培训的学校)
        # 老乡开的店: who opened it, not its name; 拉面协会介绍的店: who found it for someone, not its name
        if not (generic or any(word in stem for word in lx.RELATIONS) or stem.endswith(_WHO_GAVE_THE_SHOP)):
            found.append((ORGANIZATION, Span(match.start("name"), match.end("name"), 0.6)))
    return found
