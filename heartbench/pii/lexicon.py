"""Word lists the Chinese recognisers and surrogate generators share.

Plain data, our own selection: surnames, titles and words around names, address parts,
organisation and school suffixes.
"""

from __future__ import annotations

# Surnames, common and rare (many rare ones are everyday words: 高, 方, 向, 常 ...); the name
# rules use them only beside other evidence (a title, 老 / 小, a word that introduces a name).
COMMON_SURNAMES = frozenset(
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程"
    "苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付傅邹孟熊秦邱江尹薛闫阎段雷侯史陶黎贺顾毛郝龚"
    "邵万钱严覃武戴莫孔汤温康施牛樊葛邢齐乔伍庞颜倪庄聂章鲁岳翟殷詹申耿焦俞柳甘祝包宁舒阮柯"
    "纪梅童凌毕裴霍涂苗盛曲翁冉骆蓝游辛靳管柴蒙鲍喻祁蒲滕饶牟艾尤穆卓缪简项麦褚娄窦戚岑晏"
    "席卫瞿桂佟臧闵苟邬卞姬栾隋商刁巫寇桑郎甄丛仲虞敖巩佘邝鞠惠荆郁胥栗燕楚鄢谌奚冼蔺阚"
    "薄邸雍辜裘亓邰赫宿逯茹嵇湛尉檀衡洪"
)
RARE_SURNAMES = frozenset(
    "高方向常安易文白于龙关路车连全应师原南云门计初普公利华明成时强海花权强帅屠豆朴盖练廉禹房芦"
    "井祖漆巴丰支卿国狄平索宣晋相敬来扈晁芮都戈伏鹿羊乌母修杭况那鲜印隆诸战慕危玉银亢宾戎"
    "勾茅居揭干束衣信展阴昝智幸奉植富尧单欧兰尚符左冷宫费卜景党谷米柏宗边和仇沙荣查麻苑迟"
    "官封谈匡乐冀南班储劳皮粟盘满闻位厉伊仝区郜强练冶斯元但由阳季农司吉鄂宓隗阿解薄"
    "萧赖屈容阙浦闭糜濮凤务占楼"  # 务: a Miao family name; 占, of Jiangxi; 楼, of Zhejiang
    "钮郦竺缑暨殳郗邴靖庹訾荀逄蔚酆郏璩乜仉厍笪贲禄寿汲"
    "纳撒虎脱喇妥摆锁铁"  # Hui families of Ningxia, Gansu and Yunnan (纳玉林, 撒海军, 虎占山)
    "刀木"  # Dai and Naxi families of Yunnan (刀建国, 木老板)
    "杞矣"  # Yi and Han families of Yunnan (杞老师, 矣文华)
    "玄池"  # Korean Chinese families of Yanbian (玄贞淑, 池成哲)
    "古"  # a Hakka family (古家)
    "綦"  # of Shandong (綦玉兰)
    "操"  # of Anhui (操老师): also a verb, so rules keyed on a tag keep it from verbs
    "骞"  # of Shaanxi (骞阿姨)
    "经"  # of Jiangsu and Zhejiang (经奶奶): also "through", so rules keyed on a tag keep it from prepositions
) - COMMON_SURNAMES
SURNAMES = COMMON_SURNAMES | RARE_SURNAMES
SURNAME_PATTERN = "[" + "".join(sorted(SURNAMES)) + "]"
"""One character of a surname, as a regular expression."""
COMPOUND_SURNAMES = frozenset(
    "欧阳 司马 上官 诸葛 东方 皇甫 慕容 夏侯 尉迟 公孙 令狐 长孙 宇文 轩辕 端木 独孤 南宫 西门 "
    "司徒 司空 闻人 呼延 澹台 公冶 钟离 宗政 濮阳 太史 申屠 万俟 鲜于 左丘 百里 东郭 南门 羊舌 第五".split()
)

# Characters no Chinese name is written with: pronouns, particles, negations and question words.
# A word the tagger calls a person but that holds one (管我, 小但, 封信) was cut from a sentence.
# Cantonese pronouns, particles and verbs (佢收声, 张国荣嘅歌): never in a name either
DIALECT_PARTICLES = frozenset("佢嘅咗唔喺啲冇嘢哋咁嚟嗰咩瞓")
NEVER_IN_NAMES = frozenset("我你您他她它们的了吗呢吧啊呀么着过但就都还又很没别把被给跟这那哪怎啥咋是在不") | DIALECT_PARTICLES
# What a family calls a child or a loved one, and children by birth order (二丫, 二妞 are kept: a girl's name for
# life, often): no one's name, nor a chat's display name
# the last characters of a post or a trade (查勘员, 美容师, 店长, 法官): a word so ending names a role, not a person
POST_ENDINGS = ("员", "师", "长", "官")
ENDEARMENTS = frozenset("大娃 二娃 三娃 大宝 二宝 三宝 小宝 囡囡 宝贝 乖乖 亲爱的".split())
# what a shop named by its owner's surname and 记 sells or is (梁记五金, 陈记烧腊, 龙记粉馆)
SHOPS_AFTER_JI = (
    "粉馆", "面馆", "饭店", "餐厅", "烧腊", "茶餐厅", "大排档", "粥铺", "甜品店", "小吃店", "五金", "牛杂", "糖水", "肠粉", "布行",
)
# creatures a handle is made of, after where they live or what they are like (梧桐树下的猫, 辣到流泪的兔子)
CREATURES = frozenset(
    "猫 喵 狗 汪 鱼 鸟 兔 熊 鹿 鲸 狐狸 刺猬 松鼠 企鹅 考拉 熊猫 海豚 鲸鱼 蜗牛 螃蟹 鸽子 麻雀 燕子 蝴蝶 萤火虫 羊 猪 狼 "
    "兔子 猫咪 狗子 鸭子 猴子 狮子 老虎 小熊 海豹 水母".split()
)
# Words a tagger may take for a person although they are not.
NOT_A_NAME = frozenset(
    "幺儿 幺妹 老幺 "  # endearments and birth order in Sichuan
    "阿拉 伊拉 伊姆 侬 "  # we, they, his mother (伊姆妈) and you in Shanghainese
    "巴刹 巴杀 "  # a market in Singapore and Malaysia (pasar): 巴 is a surname too
    "哈达 "  # the silk scarf offered in Tibetan and Mongolian greetings (献哈达), not a name
    "高反 "  # altitude sickness, short for 高原反应 (高反的客人多喝水)
    "老大 老二 老三 老四 老五 老六 老七 老八 安宁 蓝旗 黄旗 白旗 云海 "
    "谢谢 老公 老婆 师傅 高三 高二 高一 高中 高考 常常 时时 明明 方方面面 金钱 安心 和平 苟富贵 蚤子 考公 考研 考编 "
    "文化 文明 白天 白白 黄金 江湖 江山 海洋 宁可 宁愿 于是 万一 万分 包括 温柔 温暖 康复 "
    "武汉 成都 南京 齐全 向往 关心 关系 华为 云南 平安 平时 任何 任性 石头 林子 马上 "
    "朱红 金色 毛病 陆续 宋体 钱包 周末 周边 周围 程度 程序 孔子 孟子 左右 车子 路上 "
    "高兴 高度 方便 方法 方案 方向 易懂 常见 安全 安排 文件 白色 于心 张力 安全感 明星 顾客 "
    "咨询师 心理咨询师 心理医生 来访者 班主任 主治医生 宝宝 姐妹 扣扣 心理咨询 "
    "延毕 学硕 专硕 毕设 普本 "  # campus shorthand
    "Leader leader Boss boss Team team HR "  # an office's English for a boss or a department
    "Jalan Lorong Persiaran Lebuh Taman Bukit Blk "  # Malay and Singapore words of addresses
    "阿尔茨海默 帕金森 "  # diseases named after people
    "哈农 车尔尼 拜厄 布格缪勒 "  # piano studies named after their composers (每天练二十分钟哈农)
    "普工 技工 女工 民工 童工 矿工 杂工 小工 零工 "  # kinds of worker (招聘普工), not 普 + 工 the engineer
    "空乘 空姐 空少 地勤 机务 "  # who works on a plane or at an airport (空乘这一行), not the surname 空
    "霸凌 "
    "张罗 "  # to arrange a gathering (我来张罗), not 张 and a given name
    "茶青 毛茶 "  # fresh and rough tea leaves (茶青偏嫩)
    "科里 "  # in a hospital's department (科里能陪我聊天的人不多), not Kerry
    "艾德莱斯 艾德莱斯绸 都塔尔 热瓦普 弹布尔 麦西来甫 木卡姆 卡瓦斯 "  # Uyghur silk, lutes, a gathering, music, a drink
    "伊丽莎白圈 "  # the cone a pet wears after surgery, no one
    "库里 "  # in the storeroom (去库里拿配件), not the surname 库 and 里
    "小娃儿 小娃 娃儿 "  # small children in the south-west (小娃儿坐大人腿上不收钱), no nickname
    "小班 中班 大班 "  # a kindergarten's classes (上小班), not 小 and the surname 班
    "海嫂 军嫂 警嫂 "  # a seafarer's, a soldier's, a policeman's wife: no surname 海 and a title
    "张表 张单 张纸 张相 张票 "  # "the form", "the bill" in Cantonese: 张 counts the noun, no surname (張表要填…)
    "橘猫 狸花猫 三花猫 奶牛猫 布偶猫 英短 美短 蓝猫 金毛 柯基 泰迪 柴犬 哈士奇 边牧 萨摩耶 比熊 博美 "  # breeds, no one
    "斋月 开斋节 古尔邦节 肉孜节 "  # Ramadan and the feasts after it, not a name
    "尼卡 尼卡哈 "  # the nikah, a Muslim wedding's contract an imam reads (尼卡请马阿訇念), not Nika
    "微信 短信 语音 视频 抖音 快手 微博 淘宝 支付宝 "  # how a message came or where (妈妈微信：…), not a name
    "夏牧场 冬牧场 春牧场 秋牧场 "  # a season's pasture (夏牧场的草好), not 夏 and a name
    "果篦儿 馃篦儿 果篦 馃篦 凤爪 "  # what a Tianjin pancake is filled with; a dish of dim sum
    "谢邀 "  # "thanks for inviting me", how an answer on Zhihu begins
    "于斯 "  # "here", in classical couplets (惟楚有材，于斯为盛)
    "老楼 小楼 楼主 楼长 "  # buildings and a thread's poster, not 老 / 小 and the surname 楼
    "老厨子 老司机 老伙计 老街坊 老战友 老乡亲 老同事 老邻居 老同学 老朋友 老干部 老工人 老党员 老师傅 老会计 "  # who one
    # has known long, or a trade done long (老厨子做的最地道), not 老 and a name
    "早更 中更 晏更 夜更 通宵更 "  # shifts in Cantonese (晏更：阿珍)
    "无名氏 爱心人士 "  # an anonymous donor
    "木姜子 山柰 荜拨 "  # spices of the south-west
    "片儿川 胡辣汤 串串 冒菜 "  # Hangzhou's noodles, Henan's peppery soup, Sichuan's skewers and stew
    "列巴 "  # the north-east's Russian bread (列巴要配红肠吃)
    "葡文 葡语 "  # Portuguese, as Macau's schools teach it (葡文老师)
    "钟意 "  # "to like" in Cantonese (钟意同朋友去中环)
    "申索 "  # a claim, in Hong Kong's courts and tribunals (小額錢債審裁處申索上限…)
    "胡同 "  # a lane of old Beijing (胡同口修车的), which the dictionary lists as a name
    "弄堂 弄堂里 弄堂口 "  # a lane of old Shanghai (弄堂里厢的老房子)
    "帅哥 "  # how a stranger is called (帅哥问我…), which the dictionary lists as a name
    "展信佳 展信好 见字如面 "  # how a letter greets its reader
    "扎西德勒 "  # a Tibetan greeting
    "功德 功德芳 芳名 "  # a temple's list of donors (功德芳名：…)
    "色达 理塘 德格 石渠 稻城 炉霍 道孚 丹巴 巴塘 若尔盖 壤塘 玛曲 碌曲 夏河 玉树 果洛 玛多 囊谦 称多 杂多 治多 曲麻莱 达日 久治 "
    "乡城 得荣 "  # counties of the Tibetan plateau, read as people (色达的晚霞)
    "苗岭 "  # a mountain range of Guizhou
    "女高 女中 女低 男高 男中 男低 "  # a choir's voice parts (女高-秋菊：收到), no one
    "狗狗 猫猫 猫咪 喵喵 汪汪 狗子 "  # what one calls a dog or a cat (狗狗夏天不要剃光)
    "华文 华语 中文 "  # Chinese as taught abroad (华文班学生)
    "今儿 明儿 昨儿 前儿 后儿 天儿 今儿个 明儿个 昨儿个 明儿见 "  # the day and the weather in the north
    "回南天".split()  # the south's damp spring weather (南宁回南天，衣服晾不干), not 回 and someone called 南天
) | ENDEARMENTS
# a diary's weather after its date (3月9日 晴): words the tagger may take for a name
WEATHER = frozenset("晴 阴 雨 雪 雾 霾 多云 晴天 阴天 雨天 小雨 中雨 大雨 暴雨 阵雨 雷雨 雷阵雨 小雪 大雪 晴转多云 多云转晴 阴转晴 大风".split())
TITLES = frozenset(
    "老师 医生 大夫 经理 总 总监 主任 局长 处长 科长 校长 院长 所长 老板 先生 女士 小姐 阿姨 "
    "叔叔 伯伯 大爷 大妈 姐 哥 工 律师 护士 护士长 同学 师傅 教授 博士 书记 队长 班长 组长 董事长 警官 "
    "大姐 大哥 姐姐 哥哥 奶奶 爷爷 婶 婶婶 姨 老板娘 主管 总经理 副总 厂长 部长 会计 警察 老总 "
    "导演 编辑 记者 法官 助理 师父 姑娘 老太 老太太 老头 嫂 嫂子 伯 叔 主治 园长 站长 店长 医师 太 太太 夫人 "
    "辅导员 老汉 婆子 妈妈 爸爸 社长 会长 村长 支书 嘎查长 嘎查达 镇长 乡长 县长 行长 团长 舍长 馆长 教练 "  # 易妈妈您好: a parent called by the family's surname
    "居士 法师 牧师 传道 弟兄 姊妹 哈吉 阿訇 "  # of a temple, a church and a mosque (郑居士, 谢弟兄, 马哈吉)
    "顾问 "  # a course's or a firm's adviser by surname (伍顾问)
    "药师 "  # a pharmacy's pharmacist by surname (管药师)
    "工头 工长 "  # a building crew's foreman by surname (于工头)
    "船长 机长 "  # a boat's or a plane's captain by surname (翁船长, 方机长)
    "老爷子 "  # an old man by surname (孟老爷子), as 老太太 an old woman
    "运营 "  # a livestream studio's or a shop's operations lead by surname (邵运营)
    "HR "  # a recruiter by surname (您好童HR)
    "婆婆 孃孃 嬢嬢 "  # an old woman by her surname, a carer by hers in Sichuan and Chongqing (简婆婆, 蒋孃孃, 向嬢嬢)
    "阿嬷 阿嫲 阿婆 阿公".split()  # an elder by surname in Hokkien, Teochew and Cantonese (洪阿嬷, 苏阿公)
)
TITLES_LONGEST_FIRST = tuple(sorted(TITLES, key=len, reverse=True))
TITLE_PATTERN = "(?:" + "|".join(TITLES_LONGEST_FIRST) + ")"
"""Any title, the longest first, as a regular expression."""
# Romanised surnames (pinyin; Hong Kong, Taiwan, Singapore and Malaysian spellings): a capitalised word among
# these makes a run of capitalised words a person's name (Tony Wang, Wong Ka Yan).
ROMANISED_SURNAMES = frozenset(
    "Wang Li Zhang Liu Chen Yang Huang Zhao Wu Zhou Xu Sun Ma Zhu Hu Guo He Lin Luo Zheng Liang "
    "Xie Song Tang Han Feng Deng Cao Peng Zeng Xiao Tian Dong Yuan Pan Jiang Cai Yu Du Ye Cheng "
    "Su Wei Lv Lu Ding Ren Shen Yao Cui Zhong Tan Fan Jin Shi Liao Jia Xia Fu Zou Meng Xiong Qin "
    "Qiu Yin Xue Yan Duan Lei Hou Long Tao Li Gu Mao Hao Gong Shao Wan Qian Qian Dai Mo Kong "
    "Wong Chan Cheung Lee Ho Lau Ng Leung Kwok Yip Tsang Chow Chiu Lam Fung Tse Yeung Lai Law "
    "Ou Ouyang Situ Shangguan Zhuge Sima Murong "
    # more pinyin of family names (not You, Man, Ni, Ai, Yi, Bi, Ke, Hang: English words or letters too)
    "Ran Mou Qu Ning Zhan Xiang Teng Bian Zang Ji Nie Rong Xi Ge Bao Kang Lian Lou Jing Shang Qiao Mu Cen Rao Che Guan Zuo "
    "Sheng Hua Pei Qi Huo Tu Dou Wen Kuang Ling "
    # Singapore and Malaysia (Hokkien, Teochew, Hakka and Cantonese spellings)
    "Lim Goh Ong Teo Koh Toh Chua Tay Seah Quek Yeo Sim Low Chia Pang Foo Yap Khoo Loh Tham Heng Chong Chin Choo "
    "Kok Liew Neo Poh Soh Wee Ang Lau Tang Beh Gan Hoo Lai Leong Loo Mok Ooi Phua Sia Tee Wan Yong".split()
)
# Syllables of given names spelt in Hokkien, Teochew or Cantonese, no pinyin (TAN SIEW LING, Wong Ka Yan)
SOUTHERN_GIVEN_SYLLABLES = frozenset(
    "siew kah chee hock beng seng keng kiat soon choon boon hwee poh eng kim kow tiong huat chai meng wai kit yan "
    "ka mun yee hoi fai siu kwan wing ying chun sze tsz hei lok yiu kheng teck guan swee lay geok".split()
)
# English, Hokkien and Cantonese titles before a romanised name (Mdm Wong, Ah Seng): the name is someone's
LATIN_TITLES = (
    "Mr", "Mrs", "Ms", "Miss", "Dr", "Aunt", "Auntie", "Uncle", "Mdm", "Madam", "Ah",
    "Sr", "Sra", "Srta", "Signor", "Signora", "Mme", "Mlle", "Herr", "Frau",  # of Spain, Italy, France, Germany
)
# What a Malaysian street's name follows (Jalan Bukit Bintang 88号)
MALAY_STREET_KINDS = ("Jalan", "Jln", "Lorong", "Lebuh", "Persiaran")
# English given names that, beside a romanised surname in lower case, make a name (barry chen).
ENGLISH_GIVEN_NAMES = frozenset(
    "amy alice amanda andy angela anna annie ben betty bill bob brian bruce carl carol cathy "
    "charles charlie chris cindy claire daisy daniel david dennis eric emily emma eva frank "
    "gary george grace helen henry ivy jack jackie jacky james jane jason jeff jenny jerry jessica "
    "jimmy joe john joy judy julia kate katherine kelly ken kevin kitty leo lily linda lisa lucy "
    "mark mary michael mike nancy nick nina oscar paul peter phoebe rachel ray richard rick robert "
    "rose ryan sam sandy sarah simon sophia stella steven sunny susan terry tim tina tom tony "
    "vicky victor vincent vivian wendy william winnie barry coco echo sean jerry yuki "
    "kiki lulu momo nana vivi yoyo zoe ella ada iris luna mia bella cici "
    "maria rosa rosalie jocelyn lorna marites analyn merlyn cristina josephine rowena maricel "  # Filipino and
    "siti sri dewi nur yanti lestari indah putri ratna fitri rahmawati wulan "  # Indonesian helpers' names
    "rosalinda marilou marivic jennifer "  # Filipino helpers' too
    "ana joão joao josé jose carlos luís luis pedro paulo antónio antonio manuel miguel teresa sofia catarina isabel "
    "inês ines marta beatriz rita juan carmen "  # Portuguese and Spanish, as in Macau
    "dmitry dmitri ivan sergei sergey alexei alexey andrei andrey nikolai vladimir igor oleg pavel mikhail yuri "
    "olga natasha natalia tatiana svetlana elena irina ekaterina anastasia yulia ksenia".split()  # Russian
)
# Given names that are everyday English words too (Mark一下, Sunny天气): a name alone only when the tagger says so
ENGLISH_NAMES_THAT_ARE_WORDS = frozenset("mark bill will may joy sunny echo ray rose grace frank jack ken".split())
# Words before a romanised name that introduce it as one.
LATIN_NAME_INTRODUCERS = (
    "英文名", "英文名字", "外文名", "叫", "名叫", "名字", "同事", "主管", "经理", "老板", "领导", "上司",
    "前男友", "前女友", "男朋友", "女朋友", "男友", "女友", "老公", "老婆", "朋友", "室友", "同学", "客户",
    "Hi", "Hello", "Hey", "Dear", "嗨",  # a greeting at the head of a mail or a message (Hi, Jason)
    "男方", "女方", "收件人", "寄件人", "收货人", "申请人", "联系人", "乘客", "房客", "租客", "新郎", "新娘", "姓名",  # a form's person
    "入住登记", "住客", "客人",  # a hotel's guest
    "货代", "供应商", "买家", "卖家",  # a trader's partners (货代Rizwan发来消息)
    "女儿", "儿子", "闺女", "孩子",  # a child abroad by the name of the country (大女儿Lucía在…读五年级)
)

# Second characters of the nicknames of the countryside (铁蛋, 狗娃, 二妞, 石墩): no given name's, yet a person's
RURAL_NICKNAME_ENDINGS = frozenset("蛋娃妞丫墩")
# Mongolian given names written in Han characters that are no Chinese word, so a name wherever they stand,
# however the tagger cut them (母亲其 / 其 / 格住院); not 乌云, 苏和, 巴图 or 布和, which are words or places too
MONGOLIAN_GIVEN_NAMES = frozenset(
    "其其格 其木格 娜仁 那日苏 巴特尔 阿古拉 萨仁 斯琴 额尔敦 朝鲁 乌力吉 毕力格 特木尔 吉日格勒 敖登 萨日娜 乌日娜 "
    "格日勒 图雅 托雅 宝音 孟和 苏日娜 其日麦 额尔德木图 阿拉坦仓 包格日乐 斯日古楞 乌兰图雅 那顺 巴雅尔 "
    "哈斯其其格 朝格图 额日和木 乌恩 其勒木格 萨其拉 德力格尔".split()
)
# Uyghur and Kazakh given names written in Han characters that are no Chinese word (阿布都, 热依拉), a name
# wherever they stand, with or without the 江 that ends many men's names (买买提江); not 肉孜 or 古尔邦 (feasts),
# 努尔哈赤's 努尔, 亚森 (Arsène Lupin's), 依明 (依明天…) or 克里木 (Crimea)
UYGHUR_KAZAKH_GIVEN_NAMES = frozenset(
    "买买提 麦麦提 阿布都 阿不都 阿卜杜 阿布都热合曼 艾合买提 吐尔逊 吐尔洪 热依拉 古丽娜尔 帕提古丽 阿依古丽 迪丽努尔 "
    "迪丽拜尔 努尔兰 阿孜古丽 米日古丽 巴哈古丽 阿曼古丽 努尔古丽 艾克拜尔 伊力哈木 阿力木 玉素甫 吾斯曼 艾山 艾力 "
    "热孜万古丽 叶尔兰 巴合提 阿依达娜 加娜尔 阿娜尔 热娜 阿依努尔 艾尔肯 艾孜买提 沙吾提 塔依尔 买合木提 托合提 "
    "艾则孜 卡德尔 赛买提 阿迪力 麦尔丹 达吾提 帕尔哈提 木拉提 古丽".split()
)
# Religious names of Hui Muslims, Arabic names in Han characters that are no Chinese word (法图麦 / 奶奶, 阿訇尔萨), a
# name wherever they stand; not 阿里 (a firm), 奥斯曼 (an empire), 穆罕默德 or 侯赛因 (public figures)
HUI_RELIGIOUS_NAMES = frozenset(
    "法图麦 法图迈 阿伊莎 阿依莎 尔萨 尔撒 穆萨 易卜拉欣 优素福 哈丽玛 麦尔彦 尤努斯 哈桑 海迪彻 宰乃白 伊斯哈格 苏莱曼 "
    "叶尔孤白 努哈 萨利哈 赛莱麦 尔麦尔 鲁格曼 穆斯塔法 达吾德 哈比布 哈比卜 阿卜杜".split()
)
# Yi clan names of Liangshan, written before the given name (吉克曲布, 沙马拉哈, 马海 / 老师): a name only with a
# given name after it or a title, since some are words too
YI_CLAN_NAMES = frozenset(
    "吉克 沙马 阿苏 曲比 马海 阿约 吉木 海来 阿于 勒格 俄底 瓦扎 木乃 曲木 阿牛 吉伍 日火 补约 莫色 杰觉 瓦其 俄木 吉洛 苏呷 "
    "阿苦 阿说 吉布 吉史 尔古 勒尔 罗洪 史布 马黑 则拉".split()
)
# Tibetan given names written in Han characters that are no Chinese word (央金, 旦增, 次仁卓玛 as two in one), a
# name wherever they stand; not 扎西 before 德勒 (a greeting) or 格桑 before 花 (a flower, see names.py), nor 尼玛
# (a curse online), 才让 (才 + 让), 洛桑 (Lausanne), 贡嘎 or 罗布 (a mountain, a lake)
TIBETAN_GIVEN_NAMES = frozenset(
    "扎西 次仁 卓玛 格桑 旦增 丹增 达瓦 央金 拉姆 德吉 多吉 平措 索朗 强巴 顿珠 白玛 巴桑 普布 仁增 益西 贡布 求培 "
    "措姆 曲珍 央宗 次旦 边巴 米玛 嘎玛 普琼 旺堆 欧珠 桑珠 才旦 卓嘎 群培 洛桑次仁 次仁卓玛 格桑梅朵 德庆 尼玛次仁 "
    "扎西次仁 旦增卓玛 拉巴次仁 次仁旺堆 多吉才让 仓木决 "
    "泽仁 洛绒 降央 呷绒 格绒 邓珠 益西多吉 "  # of Kham, in Ganzi (泽仁邓珠, 洛绒尼玛)
    "拉巴 "  # born on a Wednesday (拉巴卓玛)
    "多杰 索南 吉毛 措毛 周毛 万玛 华旦 旦正 更登 完德 加羊 仁青 桑杰 尕藏 东智 先巴 昂秀 切吉 卓尕 贡保 完玛 闹吾".split()
    # of Amdo, in Qinghai and Gansu (多杰才让, 索南扎西); not 拉毛 (brushed wool), 当周 (that week), 才措 (才措手不及)
    # or 南加 (南加州)
)
# Characters of given names popular since the 1990s that the dictionary's names seldom hold (梓萌, 雨萱, 子轩's
# sisters): given-name characters all the same
MODERN_GIVEN_NAME_CHARACTERS = frozenset("萌梓涵萱宸烨睿彤妍昕玥汐沐屿皓煜晗珂钰歆芮苒璇熙翊骁珩曦悦朵妤")
# Given names of the 1950s-70s that the dictionary's names seldom hold (那文革, 李援朝, 张抗美, 王跃进)
ERA_GIVEN_NAME_CHARACTERS = frozenset("革援抗跃")
# How Dai given names begin (岩温 a man, 玉香 a woman, 依香), Lahu ones (扎约 a man, 娜妥 a woman) and Zhuang ones (特山 a
# man, 达美 a woman): no surname, yet a name after 叫 or in a list of names
LED_GIVEN_NAME_LEADS = frozenset("岩玉依扎娜特达")
# Syllables of Tibetan given names that Han given names seldom use (平措, 卓玛, 次仁旺堆)
TIBETAN_NAME_SYLLABLES = frozenset("措珠玛姆巴扎卓旺堆拉杰曲吉嘎桑顿仁央宗琼布尼娃")

# Words right before a name: how people introduce themselves or someone they talk about.
INTRODUCERS = frozenset(
    "叫 叫做 名叫 名字叫 名字是 我是 姓名 联系人 户名 收件人 署名 本人 签名 那位 这位 "
    "中文名 英文名 全名 本名 真名 小名 乳名 大名 简历 昵称 网名".split()
)
RELATIONS = frozenset(
    "子女 儿女 孝子 孝女 "
    "同事 老公 老婆 丈夫 妻子 爱人 男朋友 女朋友 男友 女友 前男友 前女友 前夫 前妻 前任 未婚夫 "
    "未婚妻 对象 闺蜜 室友 舍友 同学 同桌 同组 同班 朋友 好友 好朋友 发小 老板 领导 上司 主管 "
    "经理 部门经理 组长 班长 班主任 老师 导师 辅导员 师傅 徒弟 搭档 学长 学姐 学弟 学妹 师兄 "
    "师姐 师弟 师妹 表哥 表姐 表弟 表妹 堂哥 堂姐 堂弟 堂妹 哥哥 姐姐 弟弟 妹妹 爸爸 妈妈 "
    "我爸 我妈 我哥 我姐 我弟 我妹 爸 妈 哥 姐 弟 妹 父亲 母亲 儿子 女儿 爷爷 奶奶 外公 外婆 "
    "姥姥 姥爷 舅舅 姑姑 阿姨 叔叔 伯伯 婆婆 公公 岳母 岳父 继母 继父 养父 养母 后妈 后爸 干爹 干妈 姐夫 嫂子 妹夫 邻居 "
    "顾客 老顾客 熟客 回头客 "  # a shop's (老顾客娜塔莎)
    "妻 长子 次子 三子 幼子 长女 次女 三女 幼女 "  # a genealogy's (妻温秀英, 次子曾兴旺)
    "男方 女方 新郎 新娘 "  # a matchmaker's and a wedding's (女方漆思语, 新郎卿志远)
    "咨询师 医生 初恋 暗恋 网友 客户 实习生 保安 来访者 合伙人 患者 孩子 宝宝 新人 新同事 "
    "工长 工头 "  # a builder's foreman (工长黑子带人干了一个月)
    "茶友 牌友 酒友 球友 棋友 钓友 驴友 舞友 "  # whom one drinks tea, plays cards or fishes with (茶友老秦)
    "闺女 小孩 学生 队友 战友 老战友 房东 房客 租客 合租 亲戚 病人 主任 校长 院长 总监 "
    "老伴 老伴儿 宿管 宿管阿姨 儿童 幼儿 患儿 女童 男童 "
    "姑父 姑妈 舅妈 姨妈 姨父 姨夫 婶婶 婶子 伯母 大伯 二叔 三叔 小叔 小姑 大姑 表舅 大姨 小姨 二姨 大舅 二舅 三舅 小舅 二姑 三姑 "
    "表叔 表姑 表姨 堂叔 堂伯 "  # a parent's cousin (表叔陈福来)
    "老姨 老舅 老叔 老姑 "  # a parent's youngest sibling in the north-east (老姨秀芬)
    "外甥 外甥女 侄子 侄女 孙子 孙女 外孙 外孙女 继子 继女 弟媳 儿媳 儿媳妇 媳妇 媳妇儿 女婿 丈母娘 老丈人 干妈 干爹 "
    "后妈 后爸 亲家 继母 舅 姑 姨 叔 伯 公婆 婆家 娘家人 "
    "阿嫲 阿婆 阿公 阿爷 老豆 老窦 阿伯 阿婶 细佬 家姐 阿妈 阿爸 老母 阿弟 阿哥 阿姐 "  # in Cantonese and Teochew
    "细妹 大家姐 二家姐 细姑 细舅 细姨 "  # the youngest sister, the eldest sister, the youngest aunt and uncle
    "阿大 "  # father, in Gansu, Qinghai and Ningxia
    "阿嬷 阿母 阿姑 阿舅 "  # in Hokkien and Taiwanese Mandarin
    "阿姆 "  # a mother in Hakka
    "侄仔 外甥仔 "  # a nephew in Cantonese
    "阿妹 "  # a younger sister in the south (跟阿妹好好读书)
    "阿娘 姆妈 好婆 娘舅 嗲嗲 "  # in Shanghainese and Wu
    "老妹儿 老妹 大兄弟 老弟 大妹子 老铁 "  # in the north-east, for a friend
    "孙孙 孙娃 "  # a grandchild in Sichuan
    "阿爸吉 阿妈妮 哦妈 欧妈 欧巴 欧尼 努那 哈拉波吉 哈尔莫尼 "  # in the speech of Korean Chinese (아버지, 어머니, 오빠…)
    "大姐 二姐 三姐 小妹 大哥 二哥 三哥 小弟 大嫂 二嫂".split()  # siblings by birth order
)

# the banners of Inner Mongolia, county-level: a town or a sumu under one is an address (正蓝旗上都镇)
BANNERS = tuple(sorted((
    "土默特左旗 土默特右旗 达尔罕茂明安联合旗 阿荣旗 莫力达瓦达斡尔族自治旗 鄂伦春自治旗 鄂温克族自治旗 陈巴尔虎旗 新巴尔虎左旗 "
    "新巴尔虎右旗 科尔沁右翼前旗 科尔沁右翼中旗 扎赉特旗 科尔沁左翼中旗 科尔沁左翼后旗 库伦旗 奈曼旗 扎鲁特旗 阿鲁科尔沁旗 巴林左旗 "
    "巴林右旗 克什克腾旗 翁牛特旗 喀喇沁旗 敖汉旗 阿巴嘎旗 苏尼特左旗 苏尼特右旗 东乌珠穆沁旗 西乌珠穆沁旗 太仆寺旗 镶黄旗 正镶白旗 "
    "正蓝旗 察哈尔右翼前旗 察哈尔右翼中旗 察哈尔右翼后旗 四子王旗 达拉特旗 准格尔旗 鄂托克前旗 鄂托克旗 杭锦旗 乌审旗 伊金霍洛旗 "
    "乌拉特前旗 乌拉特中旗 乌拉特后旗 杭锦后旗 阿拉善左旗 阿拉善右旗 额济纳旗"
).split(), key=len, reverse=True))
# Endings of administrative units, longest first.
ADMIN_SUFFIXES = ("特别行政区", "自治区", "自治州", "自治县", "街道", "省", "市", "区", "县", "旗", "镇", "乡", "州")

# Words that end like an administrative unit but are not one.
ADMIN_LOOKALIKES = frozenset(
    "小区 社区 园区 景区 市区 郊区 城区 山区 地区 灾区 校区 片区 误区 专区 禁区 城市 超市 都市 股市 "
    "菜市 夜市 门市 上市 开市 楼市 车市 年县 街道".split()
)

# Organisation suffixes. "Strong" ones name an organisation by themselves (X有限公司); weak
# ones need a proper-noun stem (a place, an organisation tag, an ordinal, a brand + trade).
STRONG_ORG_SUFFIXES = (
    "股份有限公司", "有限责任公司", "有限公司", "集团", "事务所", "研究院", "研究所", "分行", "支行",
    "分公司", "工作室", "出版社", "电视台", "报社", "基金会", "协会", "委员会", "分理处", "营业部",
    "检察院", "派出所", "人民法院", "律所", "分局", "大队", "支队", "精神卫生中心", "人民医院",
    "妇幼保健院", "妇幼保健所", "疾控中心", "救助管理站", "救助站", "婚姻登记处", "中心血站", "血液中心",
    "防治中心", "防治院", "防治所", "防治站",  # 珠海市慢性病防治中心: a public health body
    "警察局",  # Macau's and Taiwan's police (治安警察局, 臺北市政府警察局)
    "市镇理事会",  # a Singapore town's council, which runs its flats (东海岸市镇理事会)
    "征收事务所", "房屋征收事务中心", "征收事务中心",  # a district's office for the relocation of homes (黄浦区第二征收事务所)
    "人民法庭",  # a court's tribunal in a township (于都县人民法院银坑人民法庭)
    "区役所", "市役所", "町役场", "村役场",  # a Japanese ward's, city's, town's or village's office (新宿区役所)
)
# lodging by its name (遇龙河畔客栈), as a hotel is; by its place alone a kind of lodging (鼓浪屿民宿)
LODGING_SUFFIXES = ("客栈", "民宿", "宾馆", "旅馆", "旅社")
WEAK_ORG_SUFFIXES = (
    "公司", "银行", "医院", "卫生院", "诊所", "中心", "厂", "酒店", "酒家", "酒楼", "商场", "超市", "门诊部", "保险",
    "菜馆", "饭庄",  # a restaurant by its name (海之味渔家菜馆, 丰泽园饭庄)
    "法院", "门店", "分店", "公安局", "卫生所", "药房", "民政局", "居委会", "村委会", "街道办事处", "街道办", "殡仪馆",
    "养老院", "敬老院", "福利院", "护理院", "机构",  # 金陵小状元研学机构
    "婚纱摄影", "影楼",  # a wedding studio (厦门曼妙婚纱摄影, 金夫人影楼)
    "分会",  # a body's branch by its city (法扶台北分会, 红十字会上海分会)
    "服务站", "管理站", "工作站", "娱乐场",  # 侨港镇渔业服务站, 澳门银河娱乐场 (a casino)
    "回收站",  # a recycler by its name (西安文渊旧书回收站); the computer's bin has no proper name before it
    "公所",  # a district's or a township's office in Taiwan (文山區公所)
    "事务处",  # a Hong Kong district's home affairs office (大埔民政事務處)
    "文化站",  # a town's culture station (武鸣区锣圩镇文化站)
    "驾校", "驾驶员培训学校", "驾驶培训学校",  # a driving school, where coaches work (永年区顺达驾校)
    "补习班", "补习社",  # a cram school, a firm in Taiwan and Hong Kong (育英文理補習班)
    "消防队", "消防站", "消防救援站",  # a town's fire brigade (岵山镇专职消防队)
    "救援队",  # a volunteer rescue team by its name (杭州公羊会救援队)
    "工程队", "施工队",  # a builder's crew named by its place and name (仙游县鸿达古建筑工程队)
    "流动餐饮队", "餐饮队",  # a crew that cooks a village's banquets (杞县聚福园流动餐饮队)
    "汽修", "汽修厂",  # a garage by its city and name (苏州星驰汽修)
    "婚庆", "婚庆公司",  # a wedding planner (找喜洋洋婚庆): its name before the trade
    # a county's or a city's bureaus, named by their place (隆回县农业农村局, 海珠区市场监督管理局)
    "农业农村局", "教育局", "卫健局", "人社局", "自然资源局", "住建局", "交通运输局", "市场监督管理局", "税务局", "财政局",
    "水利局", "林业局", "生态环境局", "文旅局", "医保局", "应急管理局", "城管局", "退役军人事务局",
    "海关", "边检站",  # 在图们海关上班
    "会馆", "同乡会", "商会",  # a clan's or a town's association abroad (曼谷潮州会馆)
    "商行", "布行", "车行", "茶行", "米行", "金行",  # a trading house (流沙东街明华布行)
    "袜业", "鞋业", "服饰", "制衣", "针织", "纺织",  # a trade's firm (义乌恒美袜业): with a proper name before it
    "专营店",
    *LODGING_SUFFIXES,
)
SCHOOL_SUFFIXES = (
    "外国语学校", "实验学校", "职业技术学院", "大学", "学院", "中学", "小学", "幼儿园", "高中", "初中",
    "高级中学", "初级中学",  # 阿勒泰地区第二高级中学: the tagger reads 高级 as an adjective apart from the stem
    "附中", "附小", "学校", "技校", "中专", "职高", "国小", "国中",  # 国小 / 国中: Taiwan's primary and junior high schools
    "托育中心", "托育园", "托儿所",  # where the youngest are looked after, attended as a kindergarten is
    "完小",  # a village's or a town's complete primary school (千工坪镇中心完小)
    "美院",  # an academy of fine arts by its short name (中国美院)
)
# every word that ends a named body, school or organisation, the longest first (工作室 before 室)
BODY_WORDS_LONGEST_FIRST = tuple(sorted({*SCHOOL_SUFFIXES, *STRONG_ORG_SUFFIXES, *WEAK_ORG_SUFFIXES}, key=len, reverse=True))
GENERIC_SCHOOL_WORDS = ("中小学", "大中专", "大中学")
# names every city's school bears: without a place before them they name none (在实验小学上学)
GENERIC_SCHOOL_NAMES = frozenset(
    "实验小学 实验中学 实验学校 中心小学 中心校 镇中心小学 乡中心小学 镇中心校 乡中心校 附属小学 附属中学 附小 附中 外国语学校 职业高中 民办小学 民办中学 "
    # a faculty every university has names no school by itself (学院：外国语学院)
    "外国语学院 文学院 商学院 法学院 医学院 理学院 工学院 经济学院 管理学院 会计学院 艺术学院 音乐学院 美术学院 "
    "教育学院 体育学院 新闻学院 计算机学院 信息学院 马克思主义学院 继续教育学院 国际学院 "
    "中文学校 中文幼儿园 双语幼儿园 国际学校 国际幼儿园 "  # kinds abroad (延世大学附近的中文幼儿园)
    "老年大学 老年学校 社区大学".split()  # for the old, every city has one (老年大学书法班)
)
# Trades: a stem "<brand><trade>" before a weak suffix is a named organisation (平安保险公司).
TRADES = frozenset(
    "保险 科技 网络 传媒 教育 咨询 投资 贸易 物流 地产 房地产 建筑 电子 信息 文化 广告 餐饮 服装 "
    "食品 医药 汽车 金融 证券 电器 软件 设计 商贸 实业 装饰 机械 印刷 旅游 物业 家政 "
    "心理 口腔 牙科 中医 眼科 美容 儿科 康复 培训 外语 英语 烘焙 美甲 美发 健身 家居 快递 电商 游戏 "
    "影视 直播 物流 汽车 金服 互娱 建材 外语培训 光电 半导体 新能源 生物 制药 婚庆 婚礼策划 婚纱摄影 "
    # where one is served (在足疗店做肩颈) or leaves a child
    "房产 "  # an estate agent (梅州恒安房产)
    "纺织 "  # a textile mill (在纺织厂当挡车工: a kind, no name)
    "皮革 皮具 鞋材 五金 包装 模具 家具 陶瓷 "  # a works or a supplier of a trade town (鹿城恒达皮革)
    "按摩 盲人按摩 足疗 推拿 理疗 修脚 采耳 洗浴 汽修 洗车 宠物 研学 托管 早教 医疗 便利 体检".split()
)
TRADES_LONGEST_FIRST = tuple(sorted(TRADES, key=len, reverse=True))  # where one trade holds another (外语培训, 培训)
# Verbs of working somewhere: "在 X 上班" names an employer X when X is a proper name.
WORK_VERBS = (
    "上班", "上夜班", "加班", "工作", "实习", "打工", "打零工", "打短工", "上工", "兼职", "任职", "干活", "干了", "干过", "当", "做", "上岗", "支教", "任教", "教书", "教了",
    "开吊车", "开叉车", "开塔吊", "开挖掘机",  # 在宁波舟山港开吊车: a machine one is paid to run
    "开飞机", "开火车", "开公交", "开大巴", "开货车",  # 在川航开飞机: a vehicle one is paid to drive for a firm
    "支援", "驻厂", "出差",  # 派我去昆山仁寶電腦支援两周: sent to work at a site
    "返工", "返夜班", "做嘢",  # in Cantonese: 我而家喺白雲機場返工, going to work there
    "教语文", "教数学", "教英语", "教物理", "教化学", "教体育", "教音乐", "教美术",  # a subject one teaches at a school
    "下井",  # a miner's work (在西山煤电下井十五年)
    "跑销售", "跑业务",  # a salesman's work on the road (在广西玉柴跑销售)
    "地勤", "值班",  # a post held at an airport, a shift at a workplace (在成都天府国际机场地勤); not 安检, which passengers do
)
# A place that is a workplace when one works there (在宁波舟山港上班): a port, a mine, an airport.
WORKPLACE_PLACE_ENDINGS = ("港", "码头", "油田", "煤矿", "矿", "机场", "电厂", "电站", "百货大楼", "百货商场", "清真寺", "寺", "教堂")
# Words for a group one belongs to that are surnames too (我们班同学, 二班巴图): a class or a team, not a name
GROUP_NOUNS = frozenset("班 组 队 连 排 系 科 部 院".split())

# Trades someone is named right after by a given name alone (司机喜旺, 帮工木然)
TRADES_BEFORE_A_NAME = frozenset("牧民 农民 村民 渔民 工人 护工 保姆 司机 厨师 保安 环卫工 帮工 前台 收银 服务员".split())

# Words that stand where an employer could, and name none (在公司上班, 在家里上班).
NOT_AN_EMPLOYER = frozenset(
    "公司 单位 家 家里 外地 外面 老家 本地 当地 医院 学校 工厂 厂里 店里 那里 这里 哪里 那边 这边 国外 国企 "
    "外企 私企 事业单位 政府 机关 部队 工地 超市 商场 餐馆 饭店 银行 网上 线上 附近 楼下 市里 县里 城里 乡下 "
    "一线 基层 体制内 大厂 小厂 创业公司 前台 财务 行政 人事 后勤 食堂 门卫".split()
)
# Roads that name no street (在马路上): never an address after a town or subdistrict.
GENERIC_ROADS = frozenset("马路 公路 大路 小路 道路 铁路 山路 土路 水路 高速路 柏油路 大街 小街 街 路 老街 小巷 巷".split())
# Road and community words for street addresses.
ROAD_SUFFIXES = ("大街", "大道", "胡同", "路", "街", "道", "巷", "弄")
COMMUNITY_SUFFIXES = ("小区", "花园", "家园", "公寓", "新村", "社区", "大院", "苑", "公馆", "名苑", "山庄",
                      "园", "庭", "华庭", "府", "湾", "里", "坊", "城", "村", "屯", "寨", "院", "广场", "大厦",
                      "邨")  # 邨: a Hong Kong housing estate (苏屋邨)
# Endings of a place word that can start or continue a street address.
PLACE_SUFFIXES = tuple(sorted(set(ADMIN_SUFFIXES + ROAD_SUFFIXES + COMMUNITY_SUFFIXES + ("岛", "港", "湖", "桥", "门", "口"))
                              , key=len, reverse=True))
# Place-like words that never start an address on their own.
NOT_A_PLACE = frozenset(
    "小区 社区 花园 公园 家园 公寓 村 农村 乡村 村里 城里 城市 市里 县城 街道 马路 大街 道路 路上 街上 "
    "楼道 院子 医院 学院 法院 电影院 庭院 家庭 法庭 政府 王府 海湾 港湾 城区 市区 郊区 小城 老城 "
    "东城 西城 南城 北城 大院 商场 广场 大厦 里 门口 路口 家里 心里 这里 那里 哪里 夜里 屋里 "
    "千户苗寨".split()  # a village people visit, not one they live in
)
# Generic words that are not part of an address or organisation name (stop the stem there).
# a part of the body and what befalls it, where the tagger glues a name's last character to the part (戴建 / 军手 / 被压了)
BODY_PARTS = "手脚腿头脸眼腰背"
HURT = frozenset("被 受伤 疼 骨折 肿 破 断 伤".split())
NOT_IN_STEM = frozenset(
    "在 住 住在 到 搬到 来 去 是 于 位于 寄到 家住 从 把 地址 新地址 我家 家 老家 新家 公司 单位 "
    "学校 附近 旁边 对面 楼下 门口 以前 以后 现在 我们 他们 她们 你们 这家 那家 一家 这个 那个 "
    "进 进了 考上 毕业 毕业于 上 读 入职 辞职 离开 回 回到 一所 这所 那所 所 就读 就读于 国内 国外 "
    "省内 市内 全国 本地 当地 很多 一些 这些 那些 某 某地 某个 各个 各地 时候 的时候 那时候 当时 后来 之后 "
    "地点 时间 日期 就诊医院 收件地址 办理地点 集合地点 "  # a form's field before the name
    "县城 镇上 村里 乡里 城里 市里 县里 "  # where, not which (在县城幼儿园当老师)
    "申请人 被申请人 原告 被告 甲方 乙方 投诉人 被投诉人 "  # a party before the body it is (申请人长沙辣火火湘菜馆)
    "本科 研究生 硕士 博士 专科 大专 "  # a level of study before where (本科中国美院)
    "避雷".split()  # a warning against a business before its name (避雷郑州美居佳装饰)
)
