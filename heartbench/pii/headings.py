"""What heads a form's field or a document's part before a colon, never a speaker: a field's or a heading's ending
(现居住地：…, 寻物启事：…, 送货单：…), a form's own fields (姓名：…), a contract's party by what it does (发包方：…) and a
notice by what it seeks (寻手机：…). `chat` reads a turn's speaker only where none of these stands."""

from __future__ import annotations

import re

from heartbench.pii.names import dictionary_tag

# the end of a form's field name (原就读学校：…, 现居住地：…): a field, never a speaker
FIELD_ENDINGS = (
    "学校", "住地", "地址", "住址", "单位", "日期", "电话", "号码", "时间", "原因", "情况", "名称", "类型", "科室", "诊断", "职业",
    "籍贯", "民族", "学历", "关系", "性别", "年龄", "姓名", "症状", "病史", "备注", "部门", "岗位", "职位", "班级",
    "年级", "专业", "院系", "号", "意见", "开户行", "银行", "邮箱", "车牌", "收入", "现住", "现居", "学院", "桌", "公司", "签字", "签名",
    "地点", "血型", "者", "反馈", "雇主", "评价", "对象", "院校", "案由", "药品", "事项", "经过", "处理", "厅", "宿舍", "名",
    "面积", "规模", "期限", "用途", "金额", "数量", "租金", "利率", "方式",  # a contract's or a loan's terms
    "医嘱", "型", "帖", "内容",  # a discharge summary's (出院医嘱), a type (车型, 房型), a post's kind (求助帖), 报警内容
    "目的",  # 入院目的, 来访目的
    "套餐", "主页", "目标",  # a studio's booking; an improvement plan's
    "经历", "经验", "证书", "技能",  # a CV's (教育经历, 实习经历)
    "类别", "等级", "状况", "返回", "来源", "部队",  # a card's or a register's (残疾类别, 从何处返回, 原部队)
    "描述", "说明", "结果", "人员",  # a repair ticket's (故障描述, 维修结果, 维修人员)
    "车辆", "号牌", "价", "费",  # a car's papers (被保险车辆, 车辆号牌), a price or a fee (成交价, 服务费)
    "要求", "条件",  # a matchmaker's card (男方要求, 择偶条件)
    "预约",  # a booking's heading (婚纱照预约：…)
    "联系",  # whom to reach (家属联系：…, 紧急联系：…)
    "犬",  # an adoption's record (领养犬：大黄); not 猫, which ends many a handle (路过的猫)
    # a document's heading before its text, in a text of many parts (寻物启事：…, 帮扶记录：…, 致物业的一封信：…)
    "启事", "记录", "公告", "通知", "日记", "摘录", "摘要", "名单", "纠纷", "调解", "一封信", "感谢信", "请柬", "备忘录",
    "备忘", "转文字", "自述", "须知", "声明", "更新", "回复", "评论", "说明", "日志", "投诉", "致辞", "笔记", "作业", "报告",
    "总结", "清单", "攻略", "论坛", "会见信", "求助信", "表扬信", "投诉信", "道歉信", "转诊单", "缴费单", "申请书",
    "讣告", "唁电", "短信", "招领", "信息", "公示", "提醒", "评语", "简历", "信访信", "消息",
    # a paper or a record of contact (接送授权书：…, 土地流转协议：…, 慢病随访：…, 热线来电：…)
    "授权书", "协议书", "承诺书", "委托书", "告知书", "保证书", "证明书", "协议", "合同", "合约", "合約", "申请", "借条",
    "礼簿", "预约单", "评估", "随访", "面谈", "来电", "转介", "背调", "内推",
    "身份证", "台胞证", "居住证", "护照",  # an identity paper's field (台湾身份证：F128765432)
    # a register's, a file's or a plan's heading (免疫登记：…, 领养申请表：…, 正畸档案：…, 康复计划：…, 奖金转账：…)
    "登记", "表", "档案", "病历", "回执", "租约", "检查", "排班", "安排", "计划", "签到", "回访", "留言", "求助", "转账",
    "提示", "起因", "财产", "薪资", "榜",
    # a letter's, a file's or a service's (读者来信：…, 信访材料：…, 被害人陈述：…, 骑手申诉：…, 宽带安装：…, 户口迁移：…)
    "来信", "材料", "陈述", "申诉", "报道", "预订", "招租", "通告", "查询", "巡诊", "安装", "记账", "心愿单", "教育", "迁移",
    # a slip's, a request's or a visit's (送货单：…, 收据：…, 会议邀请：…, 警方协查：…, 志愿者家访：…, 给心理老师的信：…)
    "的信", "举报信", "转介信", "推荐信", "订单", "货单", "购单", "修单", "礼单", "收据", "邀请", "协查", "私信", "审批", "汇报",
    "证明", "悼念", "复核", "交接", "家访", "走访", "注册", "抬头", "结算", "预告", "入住", "住宿", "安置", "资助", "充值",
    "吐槽", "评论区", "排更", "通讯录", "推荐", "结论",  # … 面谈结论：…
    "对接",  # whom a task is arranged with (物资对接：…, 婚庆对接：…)
    # a service's, an event's or a chat group's (家具送货：…, 关爱活动：…, 翻译日程：…, 差评原文：…, 蜂农群：…)
    "送货", "咨询", "寄修", "活动", "认证", "日程", "包裹", "整理", "原文", "许可", "代祷", "群", "工资卡", "接送卡", "接种证",
    "沟通", "写着", "的字", "的聊天",  # what a screenshot or a notebook says (截图里的聊天：…, 外婆的本子上写着：…, offer沟通：…)
)
_SOUGHT = frozenset("猫 狗 人 物".split())  # 寻猫：…, 寻人：…: what a notice seeks, words of one character


_NUMBERED_HANDLE = re.compile(r"(?P<stem>.*?)[一二三四五六七八九十零\d]+号")


FORM_FIELDS = frozenset(
    "姓名 性别 年龄 电话 手机 地址 住址 出生日期 联系方式 联系电话 职业 学历 邮箱 民族 籍贯 备注 "
    "教育 实习 技能 求职意向 自我评价 爱好 特长 "  # a résumé's
    "议题 参会人员 出席 缺席 记录人 会议主题 "  # a meeting's minutes
    "科别 医师 病历号 床号 陪诊 陪同 接诊 "  # a clinic's
    "申请人 被申请人 请求 事实与理由 仲裁请求 诉讼请求 "  # an arbitration's or a lawsuit's
    "卖方 买方 起点 终点".split()  # a sale contract's, a ride's order
    + "姓氏 名 属相 生肖 星座 身高 体重 婚史 月薪 年薪 房产 车产".split()  # a matchmaker's card (姓氏：汪  名：子墨)
    + "用户 用户名 设备 账号 时间 状态".split()  # an app's log (开锁记录 … 用户：婷宝)
)


def a_field(name: str) -> bool:
    return name in FORM_FIELDS or field_ending(name)


def field_ending(name: str) -> bool:
    """A form field's ending (车牌号, 现住址), a contract's party by what it does (发包方, 承租方), or a notice by
    what it seeks (寻手机, 求室友); a number's 号 ends a handle (猫奴一号), no field."""
    if len(name) >= 3 and name.endswith("方") and dictionary_tag(name[:-1]) in {"v", "vn"}:
        return True
    if len(name) >= 2 and name[0] in "寻求" and (dictionary_tag(name[1:]) == "n" or name[1:] in _SOUGHT):
        return True  # 寻手机：…, 求室友：…: a notice seeking a thing or someone
    numbered = _NUMBERED_HANDLE.fullmatch(name)
    return name.endswith(FIELD_ENDINGS) and not (numbered and numbered.group("stem"))
