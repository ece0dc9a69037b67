"""Names given away by where they stand, whatever their words: online handles in threads and
group chats, and nicknames given in quotes or beside the real name (a chat log's speakers: `chat`). Any
words can be a handle (奶茶不加糖), so only the slot says it is one.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from heartbench.pii import lexicon as lx
from heartbench.pii.chat import ONE_OF, TITLES, a_speaker, role_ahead
from heartbench.pii.names import dictionary_tag, known_word
from heartbench.pii.recognizers import PLATE_PROVINCES
from heartbench.pii.textnorm import lines_with_offsets
from heartbench.pii.tokens import HAN, Span

# An online handle, named by where its owner posts and followed by what they said or did there
# (网友一只小咸鱼给我私信, 三楼风吹麦浪说得对, 群里奶茶不加糖说…, 买家乐乐爱吃杏说…): any words can be a handle, so
# only the slot between the two says it is one.
_HANDLE = re.compile(
    r"(?:网友|群友|博主|楼主|层主|up主|UP主|买家|卖家|群里的?|评论区|楼上的?|前面的|(?<![\d一二三四五六七八九十百])[\d一二三四五六七八九十百]{1,3}楼)"
    # (楼上邻居投诉说…: the neighbours upstairs, no handle)
    r"(?P<handle>(?![们都也还就又在给跟和对把被的说当有几好很那这每各某别])(?!一[个些位群堆名]|邻居|住户|人家)"
    r"(?![我你他她][们又也都还就再刚已先])[\u4e00-\u9fffA-Za-z0-9_]{2,10}?)"
    # (群里的枫叶小熊之前提醒过我: when, then what they did; 群里我又发了一遍: the writer, again)
    r"(?=(?:之前|早就|前几天|昨天|上次)?(?:说|给我|私信|回复|留言|评论|也说|也是|问我|告诉|发了|分享|提醒))"
)
# a handle met where people meet by handles, then what its owner did (游戏里认识的孤城旧梦约我见面)
_HANDLE_MET = re.compile(
    r"(?:游戏里|网上|网游里|群里|微博上|抖音上|B站上|论坛上|贴吧里|小红书上|陪玩平台上|交友软件上)(?:认识|加)的"
    r"(?P<handle>(?!一[个些位群堆名]|朋友|网友|人|男生|女生|男的|女的|姐妹|哥们)[\u4e00-\u9fffA-Za-z0-9_]{2,10}?)"
    r"(?=约|说|给|跟|和|加|问|告诉|发|找|私信|突然|今天|最近|，)"
)
# a handle given outright (网友叫星河滚烫，, a profile's 昵称：晚风) or quoted in a forum (引用 深夜食堂老板 的回复)
# and an account on a platform named by what it is called (微博叫长安拍照的飞哥, 抖音号是…), or a WeChat name quoted
# (微信名“小雅老师”)
_HANDLE_NAMED = re.compile(
    r"(?:(?:网友|网名|昵称|笔名|艺名|ID|id|账号)(?:叫|是)|(?:网名|昵称|笔名)\s?[：:]\s?|引用\s?"
    r"|(?:微博|抖音|小红书|快手|B站|视频号|公众号|直播间)(?:叫|(?:号|账号|名字)(?:叫|是))|(?:微信名|微信昵称|群昵称)(?:叫|是)?[“\"「])"
    r"(?P<handle>(?!什么|啥|这个|那个)[\u4e00-\u9fffA-Za-z0-9_]{2,12}?)"
    r"(?=\s?的(?:回复|帖子|发言|评论)|[\s，。,！!？?”\"」]|$)", re.MULTILINE
)
# the author of a floor of a thread or of a post, or the one a reply answers (2楼 芝士就是力量：…,
# 楼主 吃土少女 更新：…, 作者：安静的鲸鱼 正文：…, 回复 一颗柠檬：…, a post signed 发帖：深夜跑车的老王)
_HANDLE_POSTED = re.compile(
    r"(?:(?:楼主|层主|答主|题主|回复|(?<![\d一二三四五六七八九十百])[\d一二三四五六七八九十百]{1,3}楼)\s|(?P<author>作者|发帖人|发帖者|发帖|原帖作者|投稿人|投稿者|投诉人|举报人|提问人)[：:]\s?)"
    # an author's field may end at a comma too (本文作者：半亩方塘，…), a floor's author only at a colon
    r"(?P<handle>[\u4e00-\u9fffA-Za-z0-9_]{2,12}?)(?:[：:]|(?(author)(?=[，,])|(?!))|\s(?:更新|补充|正文|内容|发表于|评论|回复)|\s?$)", re.MULTILINE
)
# a thread's first poster on a line of its own (楼主：郑东小苹果), not the first poster speaking (楼主：谢谢大家, 楼主：同问):
# no pronoun, particle or thanks in it, and no word
_OPENING_POSTER = re.compile(r"^楼主[：:]\s?(?P<handle>[\u4e00-\u9fffA-Za-z0-9_]{2,16})[ \t]*$", re.MULTILINE)
_SAID_NOT_NAMED = re.compile(r"^[已不没也都还再很太真就才同求]|[我你他她它们了吗呢吧啊呀哈谢顶赞]|^(?:沙发|板凳|更新|马克|mark)$")
# a post's author opening its header, then when it was posted (钱塘江边的小鱼 发表于 2026-11-21：…)
# a reply's author opening its line, then whom it answers (甜甜圈不甜 回复 山城小鹿：…)
_REPLIED_BY = re.compile(r"^(?P<handle>[\u4e00-\u9fffA-Za-z0-9_]{2,12})\s回复\s(?=[^\s：:]{2,12}[：:])", re.MULTILINE)
_POSTED_AT = re.compile(r"(?:^|(?<=\n))(?P<handle>[^\s：:，。]{2,16})\s(?=发表于|发布于|发帖于)", re.MULTILINE)
# the author of a thread written right after 楼主 at the start of a line (楼主包河区的老甘：…): not what the author does
_HANDLE_POSTED_JOINED = re.compile(
    r"(?:^|(?<=\n))(?:楼主|层主|题主|答主)"
    r"(?P<handle>(?![说问答又再也还都我你他她的是在来去就])(?!回复|补充|更新|追加|表示|自己|本人|大大)[^\s：:，。,！？!?]{3,12}?)(?<![啊呀吧呢哦嘛了])[：:]", re.MULTILINE  # 楼主好惨啊：, a reply
)
# a live stream's ranking of who sent gifts (1.秋天的第一杯奶茶 嘉年华×2 2.老周爱摄影 火箭×1): each a handle
_GIFT_RANKED = re.compile(
    r"(?:^|(?<=[\s：:]))\d{1,2}[.、．](?P<handle>[^\s\d.][^\s]{1,15}?)\s[\u4e00-\u9fff]{1,5}[×xX*]\d{1,4}(?!\d)", re.MULTILINE
)
# a thread's author in its header, set off by spaces (作者 koala0312 我妈…): a handle of letters and digits
_HANDLE_IN_HEADER = re.compile(r"(?:作者|发信人|发帖人)\s(?P<handle>[A-Za-z][A-Za-z0-9_.]{2,15})(?=\s)")
# …and the nickname in brackets after it on a Taiwanese board (作者 rainyday0317 (下雨天) 看板 …)
_NICKNAME_IN_HEADER = re.compile(r"(?:作者|发信人)\s[A-Za-z][A-Za-z0-9_.]{2,15}\s[(（](?P<handle>[^()（）\s]{1,12})[)）]")
# the user id of a push, a boo or a reply under a post on a Taiwanese board (推 catlover88: …)
# (on boards that allow them, a handle in Chinese too, after a push or a boo: 推 台中阿宏: …)
_PUSHED = re.compile(
    r"(?:^|(?<=\s))(?:推|噓|嘘|→)\s"
    r"(?P<handle>[A-Za-z][A-Za-z0-9_]{1,15}|(?<=[推噓嘘]\s)[\u4e00-\u9fff][\u4e00-\u9fffA-Za-z0-9_]{1,11})\s?[:：]", re.MULTILINE
)
# a handle mentioned with @ (@海边的卡夫卡 你上次…), not the @ of an e-mail address
_HANDLE_MENTIONED = re.compile(
    r"(?<![A-Za-z0-9._%+\-])@(?P<handle>[\u4e00-\u9fffA-Za-z0-9_\-]{2,16})(?=[\s，。,:：!！?？]|$)", re.MULTILINE
)
_SURNAME_AFTER = re.compile(r" ([A-Z][a-z]{1,10})(?![A-Za-z])")
# a commenter named between a comment's label and what they wrote (网友评论：路人甲乙丙：快跑)
# a commenter after a comment's label, with a colon or a space (评论 小熊软糖：…), and a post's author after
# the platform's name (微博 今天也要加油鸭：…)
_COMMENTER = re.compile(
    r"(?:(?:评论|留言|弹幕)(?:[：:]\s?|\s)"
    r"|(?:^|(?<=\s))(?:微博|朋友圈|抖音|小红书|知乎|豆瓣|快手|贴吧|B站|视频号|私信|树洞|[\u4e00-\u9fff]{0,4}(?:论坛|超话))\s)"
    r"(?P<handle>[\u4e00-\u9fffA-Za-z0-9_]{2,12}?)[：:]", re.MULTILINE
)
# a handle in the field of a group's role (会长：夜雨听风, 画师：糖糖不吃糖), one messaged privately (私信小太阳), a
# game id joined by 丶 (天下无双丶小白), and 老 with a letter (老K你别冲啊)
_HANDLE_IN_A_ROLE = re.compile(
    # (not what the group's owner says in a chat: 群主：别发广告哈)
    r"(?:会长|副会长|群主|管理员|画师|委托人|写手|团长)[：:]\s?(?P<handle>(?![我你他她别请不都快谢收])[^\s，。；、,;：:（()）]{2,10}?)"
    r"(?=[\s，。；、,;（(]|$)", re.MULTILINE
)
_HANDLE_MESSAGED = re.compile(
    r"(?:请|可以|直接|欢迎)(?:私信|私聊|艾特)(?P<handle>(?![我你他她们或和与跟及])[\u4e00-\u9fffA-Za-z0-9_]{2,10}?)(?=[，。,；;！!\s]|$)", re.MULTILINE
)
# a viewer thanked for a gift on a live stream (感谢不吃香菜的阿豪送的火箭, 感谢月亮不营业的三个小心心)
_GIFT_THANKED = re.compile(
    r"(?:感谢|谢谢)(?P<handle>(?!大家|各位|老铁|家人)[^\s，。！？!?,、]{2,12}?)(?:送的|送来的|的)(?:[一二三四五六七八九十两\d]+个)?"
    r"(?:火箭|小心心|礼物|飞机|嘉年华|游艇|跑车|棒棒糖|荧光棒|鲜花|玫瑰|啤酒|墨镜|灯牌|小星星|舰长|提督|总督)"
)
# someone introduced by what they are called, a handle or a name, then who they are (病友群里有个叫向阳花开了的姐姐,
# 小区里有个叫大壮的孩子): not what something is called (有个叫什么的, 有个叫不上名字的花)
_ONE_CALLED = re.compile(
    r"(?:有个|有一个|有位|有一位|一个|一位|那个|这个)叫(?:做)?[“\"「]?"
    r"(?P<handle>(?!什么|啥|不上|不出|这个|那个)[^\s，。！？!?,、：:“”\"「」]{2,10}?)[”\"」]?的"
    r"(?=姐姐|哥哥|妹妹|弟弟|阿姨|叔叔|大姐|大哥|大爷|大妈|奶奶|爷爷|网友|群友|病友|人|女生|男生|女孩|男孩|孩子|朋友|妹子|"
    r"小伙|同学|同事|老人|老师|医生|护士|家长|宝妈|姑娘|学生|邻居|客户|师傅)"
    # (最近有一个叫“开心元元”的男生，扮女装特别火: someone famous online, as the sentence goes on to say)
    r"(?![^。！？!?\n]{0,40}?(?:粉丝|网红|明星|博主|主播|很火|特别火|火了|爆火|出名|走红))"
)
# a viewer welcomed into a live stream (欢迎一颗甜橙子进入直播间), or in the host's roll of greetings (欢迎山城老王 感谢…)
_VIEWER_WELCOMED = re.compile(
    r"欢迎(?P<handle>(?!大家|各位|新来的|新进来的|新朋友|家人|宝宝|宝子|朋友|老铁|姐妹|兄弟|小伙伴|来到|进入|进来|回来|光临|您|你)"
    r"[^\s，。！？!?,、]{2,12}?)(?:(?:进入|进来|来到|回到)了?(?:我的|我们的?|本)?直播间|(?=[\s，,]+(?:欢迎|感谢|谢谢)))"
)
# a viewer thanked for following, liking or sharing (感谢雪乡老猎户的关注): not 大家, 您 or a word (感谢领导的支持)
_FOLLOW_THANKED = re.compile(
    r"(?:感谢|谢谢)(?P<handle>(?!大家|各位|老铁|家人|您|你|我)[^\s，。！？!?,、]{2,12}?)的(?:关注|点赞|分享|转发|打赏|订阅|支持)"
)
# a user in a moderator's log (用户路过的咸鱼因人身攻击被禁言), and a handle of a word and a run of one digit or a
# number people type for fun opening a chat's line (大表哥666：…)
_USER_LOGGED = re.compile(r"(?:用户|网友)\s?(?P<handle>[^\s，。！？!?,、：:]{2,12}?)(?=因|被|于|已|违反|违规|发布|发表)")
_NUMBERED_SPEAKER = re.compile(r"(?:^|(?<=\n))(?P<handle>[\u4e00-\u9fff]{1,8}(?:(\d)\2{2,}|520|1314|2333+))[：:]", re.MULTILINE)
# a driver in a drivers' group, by the plate and the name (冀B·7Q219老焦：): the name, the plate is a plate's
_PLATE_LED_SPEAKER = re.compile(
    rf"(?:^|(?<=\s))[{PLATE_PROVINCES}][A-HJ-NP-Z][·•]?[A-HJ-NP-Z0-9]{{5,6}}[-－—]?"
    r"(?P<handle>[\u4e00-\u9fff]{2,4}?)[：:]", re.MULTILINE
)
# a handle of words and digits after one takes them along or meets them (我带小可爱233一起): no word ends in a number
_NUMBERED_HANDLE_AFTER = re.compile(
    r"(?<=[带约叫喊和跟陪])(?P<handle>(?!一|[二三四五六七八九十两几])[\u4e00-\u9fff]{2,6}\d{2,4})(?![\d个只件元块次天年月日号岁人位条张本])"
)
# a sign-up's handles with the real names after them (孤城暮雪真名霍启航；夜雨听风是庞晓雯), once 真名 says so; each of
# these opens a clause and has a full name of two or three characters after it
_CLAUSE_OPENS = r"(?:^|(?<=[：:；;，,\s]))"
_FULL_NAME_AHEAD = r"(?=[\u4e00-\u9fff]{2,3}(?:[，,；;。\s]|$))"
_HANDLE_THEN_REAL_NAME = re.compile(
    _CLAUSE_OPENS + r"(?P<handle>(?!这个|那个|一个|这位|那位|[我你他她咱]的?[真本]名)[\u4e00-\u9fffA-Za-z0-9]{2,8}?)"
    # not a clause about someone (后来才知道他真名叫…), nor a denial (根本不是中介); after 是 a surname leads the name
    r"(?<![我你他她咱不])(?:(?:的真名|真名|本名)(?:是|叫)?|是(?=" + lx.SURNAME_PATTERN + r"))" + _FULL_NAME_AHEAD, re.MULTILINE
)
# …and a nickname before the full name it stands for (老疙瘩大名叫宫玉林, 都叫他三儿爷，大名富德海); not one's own
# (我的大名叫…)
_NICKNAME_THEN_FULL_NAME = re.compile(
    _CLAUSE_OPENS + r"(?P<handle>(?!这个|那个|一个|这位|那位|[我你他她咱])[\u4e00-\u9fffA-Za-z0-9]{2,8}?)的?大名(?:是|叫)"
    + _FULL_NAME_AHEAD, re.MULTILINE
)
_CALLED_THEN_FULL_NAME = re.compile(r"(?<=[叫喊][他她])(?P<handle>[\u4e00-\u9fff]{2,5}?)[，,]\s?大名(?:是|叫)?" + _FULL_NAME_AHEAD, re.MULTILINE)
# a handle to contact, right before its id or number (联系兔子不吃胡萝卜，微信tuzi_0907cd): not a word (联系方式 电话…)
_HANDLE_TO_CONTACT = re.compile(
    r"(?:联系|找)(?P<handle>(?![我你他她这那人])[\u4e00-\u9fffA-Za-z0-9_]{2,10}?)[，,\s]?"
    r"(?=(?:微信|电话|手机|QQ|qq|[Vv][Xx])[号：:]?\s?[A-Za-z0-9+])"
)
# a name the brackets after it say is someone's display name on an app (2. 花间小鹿（微信） 向日葵15扎)
_HANDLE_ON_AN_APP = re.compile(
    r"(?:^|(?<=[\s：:]))(?P<handle>(?:(?![我你他她在的了是])[\u4e00-\u9fffA-Za-z0-9_]){2,10}?)"
    r"[（(](?:微信|微信名|微信昵称|抖音|小红书|QQ|qq)[）)](?=[\s，,。]|$)",
    re.MULTILINE,
)
# a piece signed with a pen name and the real name in brackets (——瘦西湖渔隐（黄德明）)
_SIGNED_WITH_REAL_NAME = re.compile(r"(?<=——)(?P<handle>[^\s（()）—]{2,10})(?=[（(][\u4e00-\u9fff]{2,4}[）)]\s*$)", re.MULTILINE)
# a market's role glued to a speaker's handle of letters or digits (卖家老K_2018：…): the handle after the role
_MARKET_ROLE_GLUED = re.compile(r"(?:^|(?<=\n))(?:卖家|买家)(?P<handle>(?=[^\s：:]*[A-Za-z0-9_])[^\s：:，,。]{2,16})(?=[：:])", re.MULTILINE)
# a post signed by its writer's handle after a dash and "by" on a line of its own (——by 追风的小土豆)
_SIGNED_BY = re.compile(r"(?:^|(?<=\n))—{1,2}\s?(?:by|By|BY)\s?(?P<handle>[^\s，,。！!？?]{2,16})\s*$", re.MULTILINE)
# or signed as the parent of a child named (——一诺妈妈在杭州): the child's name, as a parent's display name gives it
_SIGNED_AS_A_PARENT = re.compile(
    r"(?:^|(?<=\n))—{1,2}\s?(?P<handle>(?![我你他她孩宝]|[大二三四五小幺老][宝娃妞丫](?:妈|爸))[\u4e00-\u9fff]{1,3}?)(?=(?:妈妈|爸爸|麻麻|粑粑)[\u4e00-\u9fff]{0,6}\s*$)",
    re.MULTILINE,
)
# or signed with the handle, then when it was written (——冰城少年阿鑫，写于姥姥住进养老院的第三十天)
_SIGNED_WHEN_WRITTEN = re.compile(r"(?:^|(?<=\n))—{1,2}\s?(?P<handle>[^\s，,。！!？?—]{2,16})[，,]\s?(?=写于|记于|草于)", re.MULTILINE)
# a handle, then the real name in brackets, whole from where its clause opens (下单人：糖糖不吃糖（实名仲雅婷）): the
# tagger cuts such a handle into words (糖糖 / 不 / 吃糖), a party's role before it left out (被申请人吃货小鹿（本名…）); not a
# phrase about someone (班里的胖虎（真名…）: `aliases`)
_HANDLE_BEFORE_REAL_NAME = re.compile(
    _CLAUSE_OPENS + r"(?:被申请人|申请人|被告|原告|当事人)?(?P<handle>(?![我你他她这那])(?:(?![的里了在是])[^\s，,。；;：:（()）]){2,12})"
    r"(?=[（(]\s?(?:真名|本名|实名|原名)[：:是叫]?\s?(?:" + lx.SURNAME_PATTERN + r")[\u4e00-\u9fff]{1,2}[）)])",
    re.MULTILINE,
)
_GAME_ID = re.compile(r"(?P<handle>[\u4e00-\u9fffA-Za-z0-9]{1,8}丶[\u4e00-\u9fffA-Za-z0-9]{1,8})")
# a handle of words, an underscore and a number or letters (雪落无声_1989, 北漂小王_bj): how a user name is made,
# not a file's name (报告_2023.docx)
_UNDERSCORED_HANDLE = re.compile(r"(?<![\w.])(?P<handle>[\u4e00-\u9fff]{2,12}_[A-Za-z0-9]{1,8})(?![\w.])")
_SELF_NAMING = re.compile(r".*(?:是|叫|为)")  # 大家好我是 / 雪落无声_1989: what comes before the handle


def underscored_handles(text: str) -> Iterable[Span]:
    """`_UNDERSCORED_HANDLE`, from after the words that introduce it (我是雪落无声_1989)."""
    for match in _UNDERSCORED_HANDLE.finditer(text):
        lead = _SELF_NAMING.match(text, match.start(), match.end())
        start = lead.end() if lead else match.start()
        if text.index("_", start) - start >= 2:
            yield Span(start, match.end(), 0.6)


_LAO_AND_A_LETTER = re.compile(r"(?<![\u4e00-\u9fffA-Za-z])(?P<handle>老[A-Z])(?![A-Za-z])")
_FLOOR = re.compile(r"回复|楼主|[\d一二三四五六七八九十百]楼")  # 楼主回复3楼：… names a floor, not a handle


_WORDS_TOO = (_HANDLE_TO_CONTACT, _FOLLOW_THANKED)  # where a word or a role stands as often as a handle


def online_handles(text: str) -> Iterable[Span]:
    """Online handles in forum threads and group chats (see `_HANDLE`)."""
    patterns = (
        _HANDLE, _HANDLE_NAMED, _COMMENTER, _HANDLE_POSTED, _HANDLE_MENTIONED, _HANDLE_MET, _HANDLE_IN_HEADER, _GIFT_RANKED,
        _HANDLE_IN_A_ROLE, _HANDLE_MESSAGED, _GAME_ID, _LAO_AND_A_LETTER, _GIFT_THANKED, _USER_LOGGED, _NUMBERED_SPEAKER,
        _PLATE_LED_SPEAKER, _NUMBERED_HANDLE_AFTER, _HANDLE_TO_CONTACT, _FOLLOW_THANKED, _NICKNAME_IN_HEADER, _PUSHED,
        _SIGNED_WITH_REAL_NAME, _HANDLE_POSTED_JOINED, _POSTED_AT, _HANDLE_BEFORE_REAL_NAME, _SIGNED_BY, _MARKET_ROLE_GLUED,
        _SIGNED_WHEN_WRITTEN, _HANDLE_ON_AN_APP,
        _OPENING_POSTER, _REPLIED_BY, _VIEWER_WELCOMED, _ONE_CALLED, _SIGNED_AS_A_PARENT,
    )
    matches = [match for pattern in patterns for match in pattern.finditer(text)]
    # a real name said to follow is read on its own line only (星座是天蝎座 on a line without 真名 is no handle)
    for start, line in lines_with_offsets(text):
        line_patterns = ((_HANDLE_THEN_REAL_NAME,) if "真名" in line or "本名" in line else ()) \
            + ((_NICKNAME_THEN_FULL_NAME, _CALLED_THEN_FULL_NAME) if "大名" in line else ())
        matches += [match for pattern in line_patterns for match in pattern.finditer(text, start, start + len(line))]
    for match in matches:
        handle, start = match.group("handle"), match.start("handle")
        if match.re is _HANDLE_TO_CONTACT:  # 联系表妹阿依古丽，电话…: whom to call after the relation, not the relation
            kin = next((len(word) for word in (handle[:3], handle[:2]) if word in lx.RELATIONS and len(handle) - len(word) >= 2), 0)
            handle, start = handle[kin:], start + kin
        if match.re is _OPENING_POSTER and (known_word(handle) or _SAID_NOT_NAMED.search(handle)
                                            or dictionary_tag(handle[:2]).startswith(("v", "d"))):
            continue  # 楼主：同问, 楼主：谢谢大家, 楼主：说得对: the first poster speaking
        if match.re is _SIGNED_WHEN_WRITTEN and known_word(handle):
            continue  # ——鲁迅，写于1925年: an author the dictionary knows, quoted
        if match.re is _HANDLE and dictionary_tag(handle).startswith("v"):
            continue  # 在三楼举办分享会: a floor of a building, then what happens there
        if match.re is _HANDLE and text[match.start():match.start("handle")] in {"买家", "卖家"} \
                and dictionary_tag(handle[:2]).startswith("v"):
            continue  # 买家收到货说…: what the buyer did, no handle
        if match.re in _WORDS_TOO and (known_word(handle) or role_ahead(handle) or handle.endswith(TITLES)
                                       or handle.endswith(lx.WEAK_ORG_SUFFIXES)):
            continue  # 联系客服，电话…, 联系管家小田，电话…, 找喜洋洋婚庆电话…: a word, a role or a firm, for their own rules
        # the author of a floor may end as a role does (2楼 西二旗打工人：): the floor says it is a handle, as quotes
        # after 微信名 do (微信名“小雅老师”)
        said_so = match.re in (_HANDLE_POSTED, _HANDLE_POSTED_JOINED, _REPLIED_BY) or text[start - 1:start] in "“\"「"
        if a_speaker(handle, with_prefix=said_so) and not _FLOOR.match(handle):
            end = match.end("handle")
            surname = _SURNAME_AFTER.match(text, end) if match.re is _HANDLE_MENTIONED else None
            if surname and (surname.group(1) in lx.ROMANISED_SURNAMES or handle in lx.ROMANISED_SURNAMES):
                end = surname.end()  # @Zhang Hao: a romanised name of two words, mentioned whole
            yield Span(start, end, 0.6)  # not a role, a relation or 大家
    yield from underscored_handles(text)


# a nickname with the real name beside it (胖虎（真名秦大壮）): the nickname is that person's too,
# even where it is also a cartoon character's
# (or a bracket saying the word before is someone's pet name: 我家糯米（宝宝小名）)
_REAL_NAME_AHEAD = re.compile(
    r"[（(]\s?(?:真名|本名|大名|原名|(?:宝宝|孩子|女儿|儿子|闺女|娃)?的?(?:小名|乳名|昵称|外号|绰号)[）)]"
    r"|[\u4e00-\u9fff]{0,5}都(?:这么|这样)叫[他她][）)])"  # (村里人都这么叫他): what people call that one
)
_ALIAS = re.compile(r"[\u4e00-\u9fffA-Za-z]{2,6}")
# a nickname given in quotes (同事都叫我“大橙子”, 外号叫“猴子”); one others made up to mock (被同学起外号“胖猪”)
# names no one, nor does one called again and again to tease (又叫我"钢牙妹")
_QUOTED_NICKNAME = re.compile(r"(?:(?<![又总老还])叫[我他她]|(?<![起取])外号|绰号|诨号|小名)(?:是|叫)?[“\"「『](?P<name>[\u4e00-\u9fffA-Za-z]{1,6})[”\"」』]")
# someone known only by a nickname in quotes who did something (有个叫"刀哥"的人发短信威胁他); not one described, as a
# famous one may be (有一个叫"…"的男生，扮女装特别火)
_QUOTED_SOMEONE = re.compile(
    r"(?<=个叫)[“\"「](?P<name>[\u4e00-\u9fffA-Za-z]{1,6})[”\"」](?=的(?:人|黄牛|骗子|男的|女的|网友|主播|博主|中介|卖家|买家))"
)
# someone said to go by a nickname, without quotes, then what kind of person (有个外号叫小辣椒的女孩); not one others
# gave to mock (起外号叫…)
_NICKNAMED_ONE = re.compile(
    r"(?<![起取])(?:外号|绰号|诨号|小名)叫(?P<name>[\u4e00-\u9fffA-Za-z]{1,5}?)的"
    r"(?=女孩|男孩|女生|男生|小姑娘|姑娘|小伙|孩子|小孩|同学|学生|人|老头|老太|大爷|阿姨|大姐|大哥|女人|男人|家伙)"
)
# a peer or a partner named by a nickname in quotes right after who they are, then doing something (同桌“豆芽”把她的
# 日记拍下来, 前男友“大熊”分手的时候); not a word one quotes (朋友“推荐”的那家店)
_PEER_QUOTED = re.compile(
    r"(?:同桌|同学|室友|舍友|同事|邻居|朋友|网友|队友|学长|学姐|师兄|师姐|前男友|前女友|男朋友|女朋友|男友|女友|前夫|前妻)"
    r"[“\"「『](?P<name>[\u4e00-\u9fffA-Za-z]{1,6})[”\"」』](?=[把被又也还就说跟和在给对让总老天每都，,]|分手|离婚)"
)
# a classmate or a workmate by a feature and 妹, 哥, 姐 or 仔, right after the group, then doing something
# (班上眼镜妹把我的日记拍了, 我们班卷毛哥又考了第一); not a relation (班上表妹)
_FEATURE_NICKNAME = re.compile(
    r"(?:班上|班里|我们班|隔壁班|宿舍里|寝室里|组里|公司里|部门里|车间里|厂里)的?"
    r"(?P<name>(?![这那哪一])[\u4e00-\u9fff]{1,3}[妹哥姐仔弟])(?=[把被又也还就说跟在给对让总老天每都])"
)
# or heading a clause before asking or saying something (眼镜哥问有没有…): a regular by a feature and a kin title
_FEATURE_NICKNAME_SPEAKING = re.compile(
    r"(?:^|(?<=[，。！？；\s]))(?P<name>(?P<feature>[\u4e00-\u9fff]{2})[哥姐妹仔])(?=问|说|讲|回)", re.MULTILINE
)
# a handle made as 一只 / 一颗 and a thing (一颗芒果干), as a role's value (经办志愿者：一颗芒果干) or doing what only a
# person does (一颗芒果干上门); not a quantity in a field (剂量：一粒胶囊)
_ONE_THING_IN_A_ROLE = re.compile(
    r"(?<=[员人者长手][：:])\s?(?P<name>" + ONE_OF + r"[\u4e00-\u9fff]{1,5})(?=[\s，,。；;]|$)", re.MULTILINE
)
_ONE_THING_DOING = re.compile(r"(?<=[，,\s])(?P<name>" + ONE_OF + r"[\u4e00-\u9fff]{1,5}?)(?=上门|来了|说|回复|负责|联系)")
# or whose post one came across (刷到一只爱旅行的鱼发的笔记)
_ONE_THING_POSTING = re.compile(r"(?<=刷到|看到)(?P<name>" + ONE_OF + r"[\u4e00-\u9fff]{2,7}?)(?=发的(?:笔记|帖子|视频|动态|微博))")
# or signing a post after its title's bar (…避雷！｜一颗酸柠檬); a bar's last part is a topic otherwise (租房｜深圳)
_ONE_THING_SIGNING = re.compile(r"[｜|]\s?(?P<name>" + ONE_OF + r"[\u4e00-\u9fff]{1,5})\s*$", re.MULTILINE)
# someone by 阿 and a character right after their role, before a pause (船老大阿根，): a nickname, whatever the word
_A_NICKNAME_AFTER_A_ROLE = re.compile(
    r"(?:船老大|船长|老板娘|老板|师傅|工头|队长|组长|房东|司机|带班)(?P<name>阿[\u4e00-\u9fff])(?=[，,。；;\s]|$)", re.MULTILINE
)
# the name a parcel's or an order's recipient wrote, whatever its words (收件人写的肥猫)
_RECIPIENT_WROTE = re.compile(r"(?:收件人|收货人|寄件人|下单人)(?:写的|写着|填的)(?P<name>[\u4e00-\u9fffA-Za-z]{2,6}?)(?=[\s，,。]|$)")
# a nickname said to be one (小燕子是我给我女儿起的小名): that child's, even where it is a character's too
# a nickname named as one right after it (同事骆驼这个外号是…): the word before 这个外号
_NICKNAME_WORDS = frozenset("外号 绰号 昵称 小名".split())
_NAMED_NICKNAME = re.compile(
    r"(?:^|(?<=[\s，。！？；,]))(?P<name>[\u4e00-\u9fffA-Za-z]{2,6})是(?:我|我们|爸妈|妈妈|爸爸)?给(?:我的?|我们的?)?"
    r"(?:女儿|儿子|孩子|宝宝|闺女|他|她)(?:起|取)的(?:小名|外号|昵称|乳名)", re.MULTILINE
)


def aliases(text: str, words: list[str], starts: list[int]) -> Iterable[Span]:
    """Nicknames given with the person's real name (the word before (真名…)) or said to be one in brackets (糯米（宝宝
    小名）), in quotes, or named as one (骆驼这个外号)."""
    for index in range(1, len(words)):
        if _REAL_NAME_AHEAD.match(text, starts[index]):
            # a nickname the tagger cut in two characters (二 / 狗（大名郭建设）) is whole
            first = index - 2 if index >= 2 and all(len(w) == 1 and HAN.fullmatch(w) for w in words[index - 2:index]) \
                and words[index - 2] not in lx.NEVER_IN_NAMES else index - 1
            if _ALIAS.fullmatch(text[starts[first]:starts[index]]):
                yield Span(starts[first], starts[index], 0.6)
        named_after = words[index] == "这个" and words[index + 1:index + 2] and words[index + 1] in _NICKNAME_WORDS
        nickname = words[index - 1]
        if named_after and _ALIAS.fullmatch(nickname) and nickname not in lx.RELATIONS and nickname not in lx.NOT_A_NAME:
            yield Span(starts[index - 1], starts[index], 0.6)
    quoted = (
        _QUOTED_NICKNAME, _NAMED_NICKNAME, _QUOTED_SOMEONE, _PEER_QUOTED, _FEATURE_NICKNAME, _ONE_THING_IN_A_ROLE,
        _ONE_THING_DOING, _ONE_THING_POSTING, _ONE_THING_SIGNING, _A_NICKNAME_AFTER_A_ROLE, _RECIPIENT_WROTE,
        _NICKNAMED_ONE, _FEATURE_NICKNAME_SPEAKING,
    )
    for match in (match for pattern in quoted for match in pattern.finditer(text)):
        if _named_here(match):
            yield Span(match.start("name"), match.end("name"), 0.6)


def _named_here(match: re.Match[str]) -> bool:
    """Whether a nickname a pattern of `aliases` took names someone: no word for no one or a relation; by a feature,
    no kind of person (班里的帅哥); heading a clause, by a thing one wears (眼镜哥), not 但大哥 (a conjunction) or 组长廖哥
    (a post and a surname, the titles' rule's)."""
    name = match.group("name")
    if name in lx.NOT_A_NAME or name in lx.RELATIONS:
        return False
    if match.re in (_FEATURE_NICKNAME, _FEATURE_NICKNAME_SPEAKING) and known_word(name):
        return False
    return match.re is not _FEATURE_NICKNAME_SPEAKING or dictionary_tag(match.group("feature")) == "n"
