"""Entities in Chinese text (core/entities.py asks for them when a text has Chinese in it).
Pure; no segmenter. What it finds:

- people: a 小 / 老 / 阿 with one character (小明, 老王, 阿梅; not 小时, 老家), and a family
  name with one or two characters right before 说, 告诉, 和, 跟, 是, 在 or 的 (王小明说…);
- what a name is given: 叫 / 名叫 / 取名 X (养了一只猫叫年糕 -> 年糕), and a pet or thing named
  after its owner and kind (小红的猫年糕 -> 小红, 年糕);
- institutions: a name ending in 医院, 大学, 公司, 银行 … after 在 / 去 / 到 / 从 / 于 / 是 or the
  start of a clause (在瑞金医院工作 -> 瑞金医院; 一家 / 这家 dropped);
- places: cities, provinces and countries from a short list (北京, 杭州, 日本 …).
Each is returned as (name, kind) with kind "name"; the name is its own key. The text is read
NFKC-normalised (full-width commas and marks are ASCII then).
"""

from __future__ import annotations

import re

_HAN = "\u4e00-\u9fff"
_NOT_NAMES = frozenset(["小时", "小区", "小心", "小说", "小孩", "小学", "小组", "小吃", "小费",
                        "小狗", "小猫", "小朋", "小店", "小城", "小镇", "小事", "小号", "小伙",
                        "小姐", "小便", "小型", "小数", "小麦", "小票", "小腿", "小米", "老家",
                        "老是", "老实", "老年", "老人", "老师", "老板", "老婆", "老公", "老鼠",
                        "老虎", "老大", "老旧", "老外", "阿拉", "阿姨", "小李子"])
_SURNAMES = ("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘"
             "于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹"
             "薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤")
SURNAMES = _SURNAMES  # common family names (lifecycle/rules/judge_zh_text.py reads titles by them)
_NOT_FULL = frozenset(["周末", "周一", "周二", "周三", "周四", "周五", "周六", "周日", "周年",
                       "高兴", "高中", "高速", "金额", "方便", "方法", "白天", "万一", "向来",
                       "程度", "张开", "石头", "江边", "于是", "任何", "叶子", "马上", "黄色",
                       "白色", "孔子", "朱红", "林子", "陈旧", "许多", "石家", "高手", "方面",
                       "田里", "黄金", "龙虾", "毛衣", "段时间", "一段", "史上", "李子"])
_PEOPLE = re.compile(rf"[小老阿][{_HAN}]")
_FULL = re.compile(rf"(?<![{_HAN}])([{_SURNAMES}][{_HAN}]{{1,2}}?)(?=说|告诉|和|跟|是|在|的)")
_NAMED = re.compile(rf"(?:叫|名叫|取名为?|名字是)([{_HAN}]{{1,3}}?)"
                    rf"(?=[,。.!?、;]|$|很|是|的|非常|特别|今年|也|和|跟|在)")
_PET = re.compile(rf"([小老阿][{_HAN}])的(?:猫|狗|兔子|鹦鹉|宠物|仓鼠|猫咪|小狗|小猫|乌龟|金鱼)"
                  rf"([{_HAN}]{{2}})(?![{_HAN}]*[了过])")
_KINDS = ("医院", "大学", "学院", "中学", "小学", "学校", "幼儿园", "公司", "银行", "餐厅",
          "饭店", "酒店", "超市", "公园", "博物馆", "图书馆", "研究所", "集团", "出版社",
          "诊所", "体育馆", "电视台", "报社", "事务所", "工作室")
_INSTITUTION = re.compile(rf"(?:^|(?<=[在去到从于是了,。、]))(?:一家|这家|那家|一所|这所|那所)?"
                          rf"((?![一这那])(?:(?![在去到从于是的和跟了])[{_HAN}]){{2,6}}?(?:{'|'.join(_KINDS)}))")
PLACES = tuple(["北京", "上海", "天津", "重庆", "广州", "深圳", "杭州", "南京", "苏州", "成都",
                "武汉", "西安", "长沙", "郑州", "青岛", "大连", "厦门", "福州", "昆明", "贵阳",
                "南宁", "合肥", "济南", "沈阳", "哈尔滨", "长春", "兰州", "乌鲁木齐", "拉萨",
                "海口", "三亚", "宁波", "无锡", "香港", "澳门", "台湾", "台北", "广东", "浙江",
                "江苏", "四川", "云南", "湖南", "湖北", "河南", "河北", "山东", "山西", "陕西",
                "福建", "江西", "安徽", "广西", "贵州", "海南", "新疆", "西藏", "东北", "日本",
                "韩国", "美国", "英国", "法国", "德国", "意大利", "西班牙", "澳大利亚",
                "加拿大", "新加坡", "泰国", "越南", "俄罗斯", "印度", "东京", "大阪", "首尔",
                "纽约", "伦敦", "巴黎", "柏林"])


def extract_zh(text: str) -> list[tuple[str, str]]:
    """(name, kind) of each entity of a Chinese text, in order of first appearance."""
    found: dict[str, int] = {}

    def add(name: str, at: int) -> None:
        if name and name not in found:
            found[name] = at

    for m in _PET.finditer(text):
        add(m.group(1), m.start(1))
        add(m.group(2), m.start(2))
    for m in _NAMED.finditer(text):
        add(m.group(1), m.start(1))
    spans: list[range] = []
    for m in _FULL.finditer(text):
        name = m.group(1)
        if name not in _NOT_FULL and name[:2] not in _NOT_FULL and not _PEOPLE.fullmatch(
                name[:2]):
            add(name, m.start(1))
            spans.append(range(m.start(1), m.end(1)))
    for m in _PEOPLE.finditer(text):
        if m.group(0) not in _NOT_NAMES and text[m.start():m.start() + 3] not in _NOT_NAMES \
                and not any(m.start() in span for span in spans):  # 小明 inside 王小明
            add(m.group(0), m.start())
    for m in _INSTITUTION.finditer(text):
        add(m.group(1), m.start(1))
    for place in PLACES:
        at = text.find(place)
        if at >= 0 and not any(place in other and place != other for other in found):
            add(place, at)
    return [(name, "name") for name, _ in sorted(found.items(), key=lambda kv: kv[1])]


# a family name and one character opening a clause, before what a subject is followed by
# (王磊可能要搬去上海, 李雪已经走了): a person's name where _FULL's words do not follow it
_LEAD = re.compile(rf"^([{_SURNAMES}][{_HAN}])(?=[可要会说和跟是在的已也都又就不没今昨明每上下去刚"
                   r"现还很把被])")


def people_zh(text: str) -> list[str]:
    """The names of people (and named pets) in a Chinese text: extract_zh's names that are
    neither a place nor an institution (王磊, 李雪, 小明, 叫年糕 -> 年糕), and a family name
    with one character opening the text before a verb or an adverb (王磊可能…)."""
    names = [name for name, _ in extract_zh(text)
             if name not in PLACES and not name.endswith(_KINDS)]
    lead = _LEAD.match(text)
    if lead and lead.group(1) not in _NOT_FULL and not _PEOPLE.fullmatch(lead.group(1)) \
            and not any(n.startswith(lead.group(1)) for n in names):
        names.insert(0, lead.group(1))
    return names
