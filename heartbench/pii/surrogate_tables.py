"""What surrogates are drawn from: real layouts of numbers (mobile prefixes, area codes, regions of
identity numbers, card BINs), public mail domains, plate letters, characters for invented names, and
faker's zh_CN lists of names and districts."""

from __future__ import annotations

import functools
from typing import NamedTuple

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
SURROGATE_COMPOUNDS = ("欧阳", "司马", "上官", "诸葛", "皇甫", "慕容", "东方", "夏侯", "令狐", "宇文")
# Characters for invented brands and place names: pleasant, common in names of shops, estates
# and companies, so combinations read naturally; the combinations are not a list of real ones.
BRAND_CHARS = "启明恒远博雅青松航蓝海星辰瑞丰嘉禾泓信锦程致新元晨曦鼎盛川翰林知行德润弘毅华晟合泰安和康宁福裕祥兴隆鸿景澜汇通达诚益佳禧悦朗逸"
PLATE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"
PLATE_PROVINCES = "京津沪渝冀豫云辽黑湘皖鲁苏浙赣鄂桂甘晋陕吉闽贵粤川琼"


class FakerLists(NamedTuple):
    surnames: list[str]
    weights: list[float]
    male: tuple[str, ...]
    female: tuple[str, ...]
    districts: tuple[str, ...]
    romanized: tuple[str, ...]
    cities: tuple[str, ...]


@functools.cache
def faker_lists() -> FakerLists:
    """faker's zh_CN surnames (with frequency weights), male and female given names,
    district names, romanised given names and city names."""
    # deferred: faker's locale tables load only when surrogates are made
    from faker.providers.address.zh_CN import Provider as Address
    from faker.providers.person.zh_CN import Provider as Person

    surnames = [name for name in Person.last_names if len(name) == 1]
    weights = [Person.last_names[name] for name in surnames]
    return FakerLists(surnames, weights, tuple(Person.first_names_male), tuple(Person.first_names_female),
                       tuple(Address.districts), tuple(Person.first_romanized_names), tuple(Address.cities))
