"""People trading on the market, in a browser on a desktop and a phone: a seller signs up and
registers a product with a photo (no password asked), a buyer finds it by a plural, saves it and
writes; the seller answers, seen without a reload, and marks it reserved, then sold; both see it.
Every page is axe-clean and none scrolls sideways."""

import re

import pytest
from playwright.sync_api import expect

from conftest import sign_up
from support import DESKTOP, PHONE, axe_violations


def check(page):
    """The page breaks no WCAG rule axe checks and does not scroll sideways."""
    assert axe_violations(page) == [], page.url
    assert page.evaluate("document.scrollingElement.scrollWidth <= window.innerWidth"), page.url


@pytest.mark.parametrize("screen", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_two_people_trade_a_lamp(new_context, small_photo, screen):
    seller = new_context(**screen).new_page()
    sign_up(seller, "Mina Seo")
    check(seller)
    seller.goto("/market/new")
    expect(seller.locator("#password")).to_have_count(0)
    check(seller)
    seller.fill("#title", "Green reading lamp")
    seller.fill("#price", "19.99")
    seller.select_option("#currency", "USD")
    seller.fill("#stock", "1")
    seller.select_option("#category", "furniture")
    seller.fill("#descriptions", "A lamp with a green glass shade.")
    seller.set_input_files("#photos", small_photo)
    seller.locator("#submit-button").click()
    seller.wait_for_url(re.compile(r"/market/items/\d+\?notice=registered$"))
    item = seller.url.rsplit("/", 1)[1].split("?")[0]
    expect(seller.locator(".product-price .pays")).to_have_text("$19.99")
    expect(seller.locator(".seller-name")).to_have_text("Mina Seo")
    check(seller)

    buyer = new_context(**screen).new_page()
    sign_up(buyer, "Jun Park")
    buyer.goto("/market?search=lamps")
    card = buyer.locator(f'.product-card[data-id="{item}"]')
    expect(card).to_be_visible()
    check(buyer)
    card.get_by_role("button", name="Save Green reading lamp").click()
    expect(buyer.locator(f'.product-card[data-id="{item}"] .heart')).to_have_attribute("aria-pressed", "true")
    buyer.goto(f"/market/items/{item}")
    check(buyer)
    buyer.get_by_role("button", name="Chat with the seller").click()
    buyer.wait_for_url(re.compile(r"/market/messages/\d+$"))
    buyer.fill("#message-body", "Is it still for sale?")
    buyer.get_by_role("button", name="Send").click()
    expect(buyer.locator(".message.mine")).to_contain_text("Is it still for sale?")
    check(buyer)

    seller.goto("/market/messages")
    expect(seller.get_by_role("link", name=re.compile("Messages, 1 unread"))).to_be_visible()
    check(seller)
    seller.locator(".inbox-row").first.click()
    expect(seller.locator(".message")).to_contain_text("Is it still for sale?")
    seller.fill("#message-body", "Yes — come by tomorrow.")
    seller.keyboard.press("Enter")
    expect(seller.locator(".message.mine")).to_contain_text("Yes — come by tomorrow.")
    check(seller)
    # The buyer's page, not reloaded, shows the answer.
    expect(buyer.locator(".message:not(.mine)")).to_contain_text("Yes — come by tomorrow.", timeout=10_000)

    seller.goto(f"/market/items/{item}")
    seller.select_option("#status", "reserved")
    seller.get_by_role("button", name="Update the state").click()
    expect(seller.locator("#product-status")).to_have_text("Reserved")
    check(seller)
    expect(buyer.locator("#item-status")).to_have_text("Reserved for you", timeout=10_000)
    seller.select_option("#status", "sold")
    seller.get_by_role("button", name="Update the state").click()
    expect(seller.locator("#product-status")).to_have_text("Sold")
    expect(buyer.locator("#item-status")).to_have_text("Sold", timeout=10_000)
    buyer.goto("/market/saved")
    expect(buyer.locator(".saved-entry")).to_contain_text("Sold")
    check(buyer)
    buyer.goto(f"/market/sellers/{seller.locator('.seller-card').get_attribute('href').rsplit('/', 1)[1]}")
    expect(buyer.locator("h1")).to_have_text("Mina Seo")
    check(buyer)


@pytest.mark.parametrize("search, finds", [("dsk", "desk"), ("keybord", "keyboard"), ("lamps", "lamp")])
def test_search_forgives_plurals_and_typos(page, search, finds):
    page.goto(f"/market?search={search}")
    titles = page.locator(".product-card .title").all_inner_texts()
    assert titles and finds in titles[0].lower(), titles[:5]
