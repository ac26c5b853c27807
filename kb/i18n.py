"""The interface language: chosen per request (?lang=, then the kb_lang cookie, then Accept-Language), Babel catalogs.

The catalogs are `kb/locale/<lang>/LC_MESSAGES/messages.po`, extracted from the templates and kb/ with
`pybabel extract -F babel.cfg` (see README); they are compiled in memory the first time a language is
used, so nothing is fetched and no compiled file can go stale.
"""
from __future__ import annotations

import datetime
import io
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from gettext import NullTranslations
from http.cookies import SimpleCookie
from pathlib import Path
from urllib.parse import parse_qsl, urlencode

from babel import Locale, UnknownLocaleError
from babel.core import negotiate_locale
from babel.dates import format_date
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.numbers import format_decimal
from babel.support import Translations

LOCALES = ("en", "fr", "ja")
NAMES = {"en": "English", "fr": "Français", "ja": "日本語"}  # each language in its own words, for the switch
COOKIE = "kb_lang"
QUERY = "_lang"  # the interface language in a URL; underscored, so Datasette never takes it for a column filter
CATALOGS = Path(__file__).resolve().parent / "locale"
_current: ContextVar[str] = ContextVar("kb_locale", default="en")


def N_(message: str) -> str:
    """Mark a message for extraction without translating it here (it is translated where it is shown)."""
    return message


@cache
def translations(lang: str) -> NullTranslations:
    """The compiled catalog of a language (English, the source language, has none)."""
    path = CATALOGS / lang / "LC_MESSAGES" / "messages.po"
    if lang == "en" or not path.exists():
        return NullTranslations()
    with path.open("rb") as handle:
        catalog = read_po(handle, locale=lang)
    compiled = io.BytesIO()
    write_mo(compiled, catalog, use_fuzzy=False)
    compiled.seek(0)
    return Translations(compiled)


def current() -> str:
    """The language of the request being answered."""
    return _current.get()


def template_gettext(message: str) -> str:
    """message in the request's language, unformatted (Jinja's i18n extension fills the variables in)."""
    return translations(current()).gettext(message)


def template_ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural message for n in the request's language, unformatted (for Jinja)."""
    return translations(current()).ngettext(singular, plural, n)


def accepted(header: str) -> list[str]:
    """The languages of an Accept-Language header, most wanted first (q=0 means not wanted)."""
    weighted = []
    for position, part in enumerate(header.split(",")):
        tag, _, params = part.strip().partition(";")
        quality = 1.0
        if params.strip().startswith("q="):
            try:
                quality = float(params.strip()[2:])
            except ValueError:
                continue
        if tag and tag != "*" and quality > 0:
            weighted.append((-quality, position, tag.strip()))
    return [tag for _, _, tag in sorted(weighted)]


def choose(query: str | None, cookie: str | None, accept_language: str | None) -> str:
    """?_lang= if it names one of ours, else the cookie's, else the best of Accept-Language, else English."""
    for wanted in (query, cookie):
        if wanted in LOCALES:
            return wanted
    found = negotiate_locale(accepted(accept_language or ""), LOCALES, sep="-")
    return found.split("-")[0] if found else "en"


def locale_of_scope(scope: dict) -> tuple[str, bool]:
    """(the language of an ASGI request, whether ?_lang= chose it so the cookie should remember it)."""
    headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", [])}
    query = dict(parse_qsl(scope.get("query_string", b"").decode("latin-1"))).get(QUERY)
    cookies = SimpleCookie()
    try:
        cookies.load(headers.get("cookie", ""))
    except Exception:  # noqa: BLE001 - a malformed cookie header is ignored, as browsers do
        cookies = SimpleCookie()
    cookie = cookies[COOKIE].value if COOKIE in cookies else None
    lang = choose(query, cookie, headers.get("accept-language"))
    return lang, query in LOCALES


@contextmanager
def speaking(lang: str):
    """Within the block, what is shown is in lang (one request, or a test)."""
    token = _current.set(lang if lang in LOCALES else "en")
    try:
        yield
    finally:
        _current.reset(token)


def localized(row: dict, column: str = "name") -> str:
    """A row's column in the request's language when the row has it (name_fr, name_ja), else the English one."""
    return row.get(f"{column}_{current()}") or row[column]


def switch_url(request, lang: str) -> str:
    """The current page's address in another language (its other query arguments kept)."""
    args = [(k, v) for k, v in parse_qsl(request.query_string, keep_blank_values=True) if k != QUERY]
    return request.path + "?" + urlencode([*args, (QUERY, lang)])


def date(iso: str | None) -> str:
    """An ISO date as the request's language writes it, one way on every page (Babel's long format): September 20,
    2024 / 20 septembre 2024 / 2024年9月20日."""
    if not iso:
        return ""
    try:
        return format_date(datetime.date.fromisoformat(str(iso)[:10]), "long", locale=_locale(current()))
    except ValueError:
        return str(iso)


def number(value: int | float | None) -> str:
    """A number with the request's language's grouping: 100,000 / 100 000 / 100,000."""
    return "" if value is None else format_decimal(value, locale=_locale(current()))


@cache
def _locale(lang: str) -> Locale:
    """Babel's locale data for one of our languages."""
    try:
        return Locale.parse(lang)
    except (UnknownLocaleError, ValueError):
        return Locale.parse("en")
