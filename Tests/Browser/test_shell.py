"""The shell every page shares, as a browser sees it: the dark theme, installing the app, working
offline, compressed text, focus rings nothing clips, and stillness for whoever asks for it."""

import os
from pathlib import Path

from playwright.sync_api import expect

from support import DESKTOP, PHONE


def background(page) -> str:
    return page.evaluate("getComputedStyle(document.body).backgroundColor")


def test_the_dark_theme_follows_the_system(new_context):
    """Given a system set to dark, when a page opens, then it is dark; set to light, it is light."""
    dark = new_context(color_scheme="dark").new_page()
    dark.goto("/market")
    assert background(dark) == "rgb(15, 18, 24)"
    light = new_context(color_scheme="light").new_page()
    light.goto("/market")
    assert background(light) == "rgb(245, 246, 249)"


def test_chromium_can_install_the_site(browser, server, tmp_path):
    """Given the front door in a browser profile of its own (an incognito window never installs),
    when Chromium judges it, then it reports no reason the site could not be installed: a manifest
    with a name, a start URL, standalone display and icons that load."""
    executable = os.environ.get("MYBIZ_CHROMIUM", "/usr/bin/chromium")
    context = browser.browser_type.launch_persistent_context(
        str(tmp_path / "profile"), executable_path=executable if Path(executable).exists() else None,
        base_url=server.url)
    try:
        page = context.new_page()
        page.goto("/", wait_until="networkidle")
        session = context.new_cdp_session(page)
        errors = session.send("Page.getInstallabilityErrors")["installabilityErrors"]
        assert errors == [], errors
        manifest = session.send("Page.getAppManifest")
        assert manifest["url"].endswith("/manifest.webmanifest") and not manifest["errors"], manifest["errors"]
    finally:
        context.close()


def test_the_shell_works_offline(new_context):
    """Given a visit that let the service worker keep the shell, when the network is gone, then a
    page asked for is the offline page — styled, with a way back — not the browser's error."""
    context = new_context()
    page = context.new_page()
    page.goto("/market")
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.reload()  # now the worker controls the page
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    context.set_offline(True)
    page.goto("/app/calendar")
    expect(page.locator("h1")).to_have_text("You are offline")
    assert background(page) in ("rgb(245, 246, 249)", "rgb(15, 18, 24)"), "the stylesheet came from the cache"
    expect(page.get_by_role("link", name="Try again")).to_be_visible()
    context.set_offline(False)
    page.get_by_role("link", name="Try again").click()
    expect(page.locator("h1")).not_to_have_text("You are offline")


def test_pages_stay_fresh_while_assets_are_kept(new_context, api, product):
    """Given the worker in control, when a product is registered elsewhere, then the market shows it
    at once: pages are never kept, only versioned assets."""
    context = new_context()
    page = context.new_page()
    page.goto("/market")
    page.wait_for_function("navigator.serviceWorker.controller !== null || navigator.serviceWorker.ready")
    page.reload()
    added = product(title="Fresh from the server")
    page.reload()
    expect(page.locator(f"li.product-card[data-id='{added['id']}']")).to_be_visible()


def test_text_is_compressed(new_context):
    """Given a browser that accepts gzip, when it loads the market, then the page, the stylesheet and
    the scripts come compressed, and the pictures do not."""
    page = new_context().new_page()
    encodings = {}
    page.on("response", lambda response: encodings.setdefault(
        response.url.split("?")[0].rsplit("/", 1)[-1], response.headers.get("content-encoding")))
    page.goto("/market", wait_until="networkidle")
    assert encodings["market"] == "gzip" and encodings["style.css"] == "gzip", encodings
    assert encodings["market-feed.js"] == "gzip", encodings
    assert all(encoding is None for name, encoding in encodings.items() if name.endswith(".jpg")), encodings


def test_a_focused_card_shows_its_whole_ring(new_context):
    """Given the market, when a product card's link has the keyboard focus, then its focus ring is
    drawn round the whole card (drawn inside the link, the photo covered its upper half) and nothing
    clips it."""
    page = new_context(**DESKTOP).new_page()
    page.goto("/market")
    link = page.locator("li.product-card a").first
    link.focus()
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")
    expect(link).to_be_focused()
    style = link.evaluate("""link => {
        const card = link.closest('li');
        const ring = getComputedStyle(card);
        return {outline: ring.outlineStyle, width: ring.outlineWidth, inside: getComputedStyle(link).outlineStyle,
                clipped: getComputedStyle(card.parentElement).overflow !== 'visible'};
    }""")
    assert style == {"outline": "solid", "width": "3px", "inside": "none", "clipped": False}, style


def test_less_motion_means_none(new_context, sample_product):
    """Given a reader who asked for less motion, when they step through a product's photos, then the
    photo changes at once, without a smooth scroll."""
    page = new_context(reduced_motion="reduce", **PHONE).new_page()
    page.goto(f"/market/items/{sample_product['id']}")
    assert page.evaluate("getComputedStyle(document.querySelector('.slides')).scrollBehavior") == "auto"


def test_escape_closes_the_account_menu_and_returns_to_its_button(member_page):
    """Given the account menu opened from the keyboard, when Escape is pressed inside it, then it
    closes and focus is back on its button."""
    member_page.goto("/app/settings")
    button = member_page.locator("details.account summary")
    button.focus()
    member_page.keyboard.press("Enter")
    expect(member_page.locator("details.account")).to_have_attribute("open", "")
    member_page.keyboard.press("Tab")
    member_page.keyboard.press("Escape")
    expect(member_page.locator("details.account")).not_to_have_attribute("open", "")
    assert member_page.evaluate("document.activeElement.tagName") == "SUMMARY"
