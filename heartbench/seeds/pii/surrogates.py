"""Realistic, consistent stand-ins for personal data.

A surrogate keeps what a reader of the dialogue needs (a name of the same length and
likely gender, a phone number of the same layout, an identity number with the same birth
year and sex and a valid check digit, a card number that passes Luhn, an address of the same
granularity) and invents the rest. Within a document one original always gets one
surrogate, and two originals never share one.
"""

from __future__ import annotations

import random
import re
import string
from collections.abc import Callable, Iterable
from typing import Protocol

from heartbench.seeds.pii import lexicon as lx
from heartbench.seeds.pii import recognizers as types
from heartbench.seeds.pii.checksums import id_check_char, luhn_check_digit

FEMALE_CHARS = "婷静敏丽娟燕雪梅琳莉倩颖雯琪萱怡欣悦瑶诗雅梦佳芳兰萍红霞玲晴露岚蕾薇洁慧娜妍彤"
MALE_CHARS = "伟强磊军杰涛浩鹏辉斌俊峰刚龙宇轩博航勇建国志东海波超亮平鑫凯睿哲阳宏威毅翔飞"
NEUTRAL_CHARS = "文明华晨子一思嘉安宁清远承泽然诚心乐言知书若"
SURROGATE_SURNAMES = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏付邹孟熊秦江尹薛"
SURROGATE_COMPOUNDS = ("欧阳", "司马", "上官", "诸葛", "皇甫", "慕容", "东方", "夏侯")

MOBILE_PREFIXES = (
    "130 131 132 133 134 135 136 137 138 139 150 151 152 153 155 156 157 158 159 166 "
    "170 171 173 175 176 177 178 180 181 182 183 184 185 186 187 188 189 191 198 199"
).split()
AREA_CODES_3 = "010 020 021 022 023 024 025 027 028 029".split()
AREA_CODES_4 = "0311 0351 0371 0431 0451 0471 0512 0531 0532 0551 0571 0574 0591 0592 0731 0755 0757 0769 0771 0851 0871 0898 0931".split()
ID_REGIONS = (
    "110101 110105 110108 120101 130102 140105 210102 220102 230102 310104 310115 320102 320506 "
    "330102 330106 340104 350102 350203 360102 370102 370202 410105 420106 430104 440106 440305 "
    "450102 460105 500103 510107 520102 530102 610113 620102 630102 640104 650102"
).split()
CARD_BINS = {
    "6": ("622202", "621700", "622848", "623058", "622588", "625907", "622609", "621483", "622150", "622700", "621226", "622262"),
    "4": ("427020", "436742", "438088", "451804", "404117"),
    "5": ("512315", "524091", "552599", "558868"),
    "3": ("356895", "357045"),
}
PUBLIC_MAIL_DOMAINS = frozenset(
    "qq.com 163.com 126.com yeah.net sina.com sina.cn sohu.com foxmail.com gmail.com outlook.com "
    "hotmail.com live.com yahoo.com icloud.com 139.com aliyun.com".split()
)
SYLLABLES = (
    "an bai bo chen cheng dan fang fei gang hao hong hui jia jian jie jing jun kai lan lei li lin "
    "ling liu long lu mei min ming na ning peng ping qi qian qing rui shan tao ting wei wen xia xin "
    "xiao xue yan yang yi ying yu yue yun ze zhen zhi"
).split()
PLACES = (
    ("浙江省", "杭州市", "西湖区 拱墅区 上城区 滨江区 余杭区"),
    ("江苏省", "南京市", "鼓楼区 玄武区 秦淮区 建邺区 栖霞区"),
    ("江苏省", "无锡市", "梁溪区 滨湖区 新吴区"),
    ("广东省", "广州市", "天河区 越秀区 海珠区 白云区 番禺区"),
    ("广东省", "佛山市", "禅城区 南海区 顺德区"),
    ("湖北省", "武汉市", "江汉区 武昌区 洪山区 汉阳区"),
    ("四川省", "成都市", "锦江区 青羊区 武侯区 成华区"),
    ("湖南省", "长沙市", "芙蓉区 天心区 岳麓区 开福区"),
    ("山东省", "济南市", "历下区 市中区 槐荫区"),
    ("福建省", "福州市", "鼓楼区 台江区 仓山区"),
    ("河南省", "郑州市", "金水区 中原区 二七区"),
    ("陕西省", "西安市", "碑林区 莲湖区 雁塔区 未央区"),
    ("安徽省", "合肥市", "蜀山区 包河区 庐阳区"),
    ("江西省", "南昌市", "东湖区 西湖区 青山湖区"),
    ("辽宁省", "大连市", "中山区 西岗区 沙河口区"),
    (None, "北京市", "朝阳区 海淀区 东城区 西城区 丰台区"),
    (None, "上海市", "徐汇区 静安区 普陀区 杨浦区 闵行区"),
    (None, "天津市", "和平区 河西区 南开区 河北区"),
    (None, "重庆市", "渝中区 江北区 沙坪坝区 南岸区"),
)
ROAD_NAMES = (
    "人民路 解放路 中山路 建设路 和平路 胜利路 新华路 文化路 青年路 长江路 光明路 东风路 幸福路 "
    "民主路 滨江路 学府路 朝阳街 振兴街 迎宾大道 团结路 育才路 丰收路 红星路 花园路 工农路"
).split()
BUILDINGS = "金融大厦 时代广场 星光大厦 国贸中心 新城大厦 嘉华大楼 环球中心 恒基广场".split()
COMMUNITIES = "翠苑小区 金桂花园 锦绣家园 阳光小区 碧水湾小区 绿城花园 和谐家园 丽景苑 春晖新村 枫林公寓".split()
BRANDS = "启明 恒远 博雅 青松 远航 蓝海 星辰 瑞丰 嘉禾 泓信 锦程 致远 新元 晨曦 鼎盛 明川 翰林 知行 德润 弘毅 华晟 合泰".split()
KEPT_STEM_WORDS = tuple(sorted(
    lx.TRADES | {"师范", "理工", "交通", "财经", "医科", "外国语", "实验", "附属", "人民", "中医", "妇幼", "儿童", "会计师", "律师", "心理咨询"},
    key=len, reverse=True,
))
_ORG_SUFFIXES = sorted(lx.STRONG_ORG_SUFFIXES + lx.WEAK_ORG_SUFFIXES + lx.SCHOOL_SUFFIXES, key=len, reverse=True)
_PLATE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"
_PLATE_PROVINCES = "京津沪渝冀豫云辽黑湘皖鲁苏浙赣鄂桂甘晋陕吉闽贵粤川琼"


class _Entity(Protocol):
    type: str
    text: str


class SurrogateMaker:
    """Fills `mapping` (original → surrogate) for the entities of one document."""

    def __init__(self, rng: random.Random, mapping: dict[str, str]):
        self.rng = rng
        self.mapping = mapping
        self.makers: dict[str, Callable[[str], str]] = {
            types.PERSON: self.person,
            types.MOBILE: self.mobile,
            types.LANDLINE: self.landline,
            types.ID_CARD: self.id_card,
            types.BANK_CARD: self.bank_card,
            types.EMAIL: self.email,
            types.QQ: lambda original: self._digits(len(original)),
            types.WECHAT: self.wechat,
            types.PLATE: self.plate,
            types.IP: self.ip,
            types.ADDRESS: self.address,
            types.ORGANIZATION: self.organization,
            types.SCHOOL: self.organization,
        }

    def extend(self, entities: Iterable[_Entity]) -> None:
        """Give every entity not yet in the mapping a fresh, unused surrogate."""
        pending = [e for e in entities if e.text not in self.mapping]
        # longer values first, so a full name is mapped before its given name alone (晓彤)
        avoid = set(self.mapping) | set(self.mapping.values()) | {e.text for e in pending}
        for entity in sorted(pending, key=lambda e: -len(e.text)):
            if entity.text in self.mapping:
                continue
            make = self.makers[entity.type]
            for _ in range(50):
                surrogate = make(entity.text)
                if surrogate not in avoid:
                    break
            else:  # pragma: no cover - 50 collisions in a row means a generator is broken
                raise RuntimeError(f"no fresh surrogate for a {entity.type}")
            self.mapping[entity.text] = surrogate
            avoid.add(surrogate)

    # Helpers -----------------------------------------------------------------------------
    def _digits(self, count: int, first: str = "123456789") -> str:
        if count <= 0:
            return ""
        return self.rng.choice(first) + "".join(self.rng.choice(string.digits) for _ in range(count - 1))

    @staticmethod
    def _refill(original: str, digits: str, from_right: bool = False) -> str:
        """`original` with its digits replaced by `digits` (left to right, or right-aligned)."""
        positions = [i for i, char in enumerate(original) if char.isdigit()]
        if from_right:
            positions = positions[len(positions) - len(digits):]
        chars = list(original)
        for position, digit in zip(positions, digits, strict=True):
            chars[position] = digit
        return "".join(chars)

    # Makers ------------------------------------------------------------------------------
    def person(self, original: str) -> str:
        for full, surrogate in list(self.mapping.items()):
            if len(full) >= 3 and full.endswith(original) and len(original) == 2 and len(surrogate) >= 3:
                return surrogate[-2:]  # the given name alone follows the full name's surrogate
        if original[:2] in lx.COMPOUND_SURNAMES:
            surname, given = self.rng.choice(SURROGATE_COMPOUNDS), original[2:]
        elif original[0] in lx.SURNAMES and len(original) >= 2:
            surname, given = self.rng.choice(SURROGATE_SURNAMES), original[1:]
        else:
            surname, given = "", original
        pool = _gender_pool(given)
        return surname + "".join(self.rng.choice(pool) for _ in range(max(1, len(given))))

    def mobile(self, original: str) -> str:
        core = self.rng.choice(MOBILE_PREFIXES) + self._digits(8, string.digits)
        return self._refill(original, core, from_right=True)

    def landline(self, original: str) -> str:
        digits = re.sub(r"\D", "", original)
        area_len = 3 if digits[:2] in {"01", "02"} else 4
        area = self.rng.choice(AREA_CODES_3 if area_len == 3 else AREA_CODES_4)
        subscriber = self._digits(len(digits) - len(area), "2345678")
        return self._refill(original, area + subscriber)

    def id_card(self, original: str) -> str:
        year = original[6:10] if original[6:10].isdigit() else str(self.rng.randint(1960, 2005))
        odd_sex_digit = original[16:17].isdigit() and int(original[16]) % 2 == 1
        month, day = self.rng.randint(1, 12), self.rng.randint(1, 28)
        sequence = self._digits(2, string.digits) + self.rng.choice("13579" if odd_sex_digit else "02468")
        body = f"{self.rng.choice(ID_REGIONS)}{year}{month:02d}{day:02d}{sequence}"
        return body + id_check_char(body)

    def bank_card(self, original: str) -> str:
        digits = re.sub(r"\D", "", original)
        bin_ = self.rng.choice(CARD_BINS.get(digits[0], CARD_BINS["6"]))
        body = bin_ + self._digits(len(digits) - len(bin_) - 1, string.digits)
        return self._refill(original, body + luhn_check_digit(body))

    def email(self, original: str) -> str:
        local, _, domain = original.rpartition("@")
        if local.isdigit():
            new_local = self._digits(len(local))
        else:
            new_local = self._handle(with_digits=any(c.isdigit() for c in local), separator="._"[self.rng.randint(0, 1)] if re.search(r"[._]", local) else "")
        new_domain = domain if domain.lower() in PUBLIC_MAIL_DOMAINS else self.rng.choice(("example.com", "example.org", "example.net"))
        return f"{new_local}@{new_domain}"

    def wechat(self, original: str) -> str:
        handle = self._handle(with_digits=any(c.isdigit() for c in original), separator="_" if "_" in original else "")
        return handle[:20] if len(handle) >= 6 else handle + self._digits(6 - len(handle), string.digits)

    def _handle(self, with_digits: bool, separator: str = "") -> str:
        words = [self.rng.choice(SYLLABLES) for _ in range(self.rng.randint(2, 3))]
        handle = words[0] + separator.join(["", *words[1:]]) if separator else "".join(words)
        return handle + (self._digits(self.rng.randint(2, 4), string.digits) if with_digits else "")

    def plate(self, original: str) -> str:
        chars = list(original)
        chars[0] = self.rng.choice(_PLATE_PROVINCES)
        for i, char in enumerate(chars[1:], start=1):
            if char.isdigit():
                chars[i] = self.rng.choice(string.digits)
            elif char.isascii() and char.isalpha() and not (i > 1 and char in "DFdf" and _new_energy(original)):
                chars[i] = self.rng.choice(_PLATE_LETTERS)
        return "".join(chars)

    def ip(self, original: str) -> str:
        if ":" in original:
            return "2001:db8::" + ":".join(f"{self.rng.randint(1, 0xFFFF):x}" for _ in range(2))
        octets = [int(part) for part in original.split(".")]
        rand = lambda: str(self.rng.randint(1, 254))  # noqa: E731
        if octets[0] == 10:
            return ".".join(["10", rand(), rand(), rand()])
        if octets[0] == 192 and octets[1] == 168 or octets[0] == 172 and 16 <= octets[1] <= 31:
            return ".".join([str(octets[0]), str(octets[1]), rand(), rand()])
        return self.rng.choice(("192.0.2", "198.51.100", "203.0.113")) + "." + rand()  # documentation ranges

    def address(self, original: str) -> str:
        province, city, districts = self.rng.choice(PLACES)
        prefix = ""
        road = re.search(r"(?:大街|大道|胡同|路|街|道|巷|弄)(?:[东西南北中]段)?(\d+|[一二三四五六七八九十百零〇两]+)号", original)
        head = original[: road.start()] if road else ""
        if province and re.search("省|自治区", head):
            prefix += province
        if "市" in head or (not province and re.search("省|自治区", head)):
            prefix += city
        if re.search("[区县]", head.split("市")[-1]):
            prefix += self.rng.choice(districts.split())
        if road:
            number = self._digits(len(road.group(1))) if road.group(1).isdigit() else road.group(1)
            body, tail = f"{self.rng.choice(ROAD_NAMES)}{number}号", original[road.end():]
        else:
            community = re.search("|".join(lx.COMMUNITY_SUFFIXES), original)
            body = self.rng.choice(COMMUNITIES)
            tail = original[community.end():] if community else original
        tail = re.sub(r"[\u4e00-\u9fff]{2,6}?(?:大厦|大楼|广场|中心|公寓|花园|小区|写字楼)", lambda _: self.rng.choice(BUILDINGS), tail)
        tail = re.sub(r"\d+", lambda m: self._digits(len(m.group())), tail)
        return prefix + body + tail

    def organization(self, original: str) -> str:
        suffix = next((s for s in _ORG_SUFFIXES if original.endswith(s)), "")
        stem = original[: len(original) - len(suffix)]
        place = ""
        if any(stem.startswith(name) for name in lx.CITIES | lx.PROVINCES) or re.match(r"^[\u4e00-\u9fff]{2,4}?[省市]", stem):
            place = self.rng.choice(PLACES)[1].removesuffix("市") + ("市" if re.match(r"^[\u4e00-\u9fff]{2,4}?市", stem) else "")
        ordinal = re.search(r"第[一二三四五六七八九十百]+", stem)
        kept = [word for word in KEPT_STEM_WORDS if word in stem]
        kept = [word for word in kept if not any(word != other and word in other for other in kept)]
        kept.sort(key=stem.index)
        if ordinal:
            middle = "第" + "一二三四五六七八九十"[self.rng.randint(0, 9)]
        elif place and not kept and suffix in lx.SCHOOL_SUFFIXES:
            middle = ""  # 浙江大学 → 江苏大学: a place-named university
        else:
            middle = self.rng.choice(BRANDS)
        return place + middle + "".join(kept) + suffix


def _gender_pool(given: str) -> str:
    female = sum(char in FEMALE_CHARS for char in given)
    male = sum(char in MALE_CHARS for char in given)
    if female > male:
        return FEMALE_CHARS
    if male > female:
        return MALE_CHARS
    return NEUTRAL_CHARS


def _new_energy(plate: str) -> bool:
    return len(re.sub(r"[^A-Za-z0-9]", "", plate[1:])) == 7
