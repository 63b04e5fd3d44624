"""The calendar in other apps and the app passwords, as people meet them on a desktop and a
390 px phone, keyboard only: a secret calendar address made, shown once and turned off; an app
password made for a phone, shown once, listed and revoked. Every page axe-clean, nothing sideways."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from support import PHONE, axe_violations


def no_sideways_scroll(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


@pytest.mark.parametrize("size", [{}, PHONE], ids=["desktop", "phone"])
def test_a_calendar_address_is_made_from_the_calendar_and_shown_once(new_context, member_login, size, screenshot):
    page = new_context(storage_state=member_login, **size).new_page()
    page.goto("/app/calendar")
    page.get_by_role("link", name="Subscribe in your calendar app").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Your calendar in other apps")
    assert axe_violations(page) == []
    page.get_by_role("button", name=re.compile(r"Make (my|a new) address")).focus()
    page.keyboard.press("Enter")
    address = page.locator("#feed-address")
    expect(address).to_contain_text("/feeds/calendar/")
    assert re.search(r"/feeds/calendar/[A-Za-z0-9_-]{43}\.ics$", address.inner_text())
    expect(page.get_by_role("link", name="Subscribe in your calendar app")).to_have_attribute(
        "href", re.compile(r"^webcal://"))
    assert axe_violations(page) == []
    assert no_sideways_scroll(page)
    box = address.bounding_box()
    assert box["x"] + box["width"] <= page.viewport_size["width"], "the whole address is on the screen"
    screenshot(page, f"calendar-subscribe-{'phone' if size else 'desktop'}")
    url = address.inner_text()
    answer = page.request.get(url)
    assert answer.status == 200 and answer.headers["content-type"].startswith("text/calendar")
    page.goto("/app/calendar/subscribe")
    expect(page.locator("#feed-address")).to_have_count(0)
    expect(page.get_by_text("It is shown only when it is made")).to_be_visible()
    page.get_by_role("button", name="Turn my address off").click()
    expect(page.get_by_role("status")).to_contain_text("Your calendar address is turned off.")
    assert page.request.get(url).status == 404


@pytest.mark.parametrize("size", [{}, PHONE], ids=["desktop", "phone"])
def test_an_app_password_is_made_for_a_phone_listed_and_revoked(new_context, member_login, size, screenshot):
    page = new_context(storage_state=member_login, **size).new_page()
    page.goto("/app/settings")
    page.get_by_role("link", name="App passwords").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("App passwords")
    assert axe_violations(page) == []
    # A name with no space to break at must not push the page sideways.
    name = "Phone" + "x" * 45
    page.get_by_label("Which app is it for?").fill(name)
    page.keyboard.press("Enter")
    secret = page.locator("#app-password")
    expect(secret).to_have_text(re.compile(r"^([a-z2-9]{4}-){4}[a-z2-9]{4}$"))
    expect(page.get_by_role("listitem").filter(has_text=name)).to_contain_text("last used: Not yet")
    assert axe_violations(page) == []
    assert no_sideways_scroll(page)
    box = secret.bounding_box()
    assert box["x"] + box["width"] <= page.viewport_size["width"], "the whole password is on the screen"
    screenshot(page, f"app-passwords-{'phone' if size else 'desktop'}")
    # The app signs in with it: CalDAV answers.
    dav = page.request.fetch(
        "/dav/", method="PROPFIND", headers={"Depth": "0", "Authorization": basic("agent@shield.org", secret.inner_text())})
    assert dav.status == 207
    page.get_by_label("Which app is it for?").fill("")
    page.keyboard.press("Enter")
    expect(page.locator("#app-name-error")).to_have_text("Name the app, such as “iPhone” or “Thunderbird”.")
    page.get_by_role("button", name=f"Revoke {name}").click()
    expect(page.get_by_role("status")).to_contain_text("The app password is revoked")
    expect(page.get_by_role("listitem").filter(has_text=name)).to_have_count(0)


def basic(username: str, password: str) -> str:
    import base64

    return "Basic " + base64.b64encode(f"{username}:{password}".encode()).decode()
