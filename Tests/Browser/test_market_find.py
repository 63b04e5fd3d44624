"""Open Market as a person shopping uses it, on a desktop and a phone: search "lamp", sort by price,
switch to the list, open a product, see who sells it and their other products, look at its photos
full size, and edit its photos. Each is axe-clean and never scrolls sideways."""

import re

import pytest
from playwright.sync_api import expect

from support import DESKTOP, PHONE, axe_violations

SCREENS = [pytest.param(DESKTOP, id="desktop"), pytest.param(PHONE, id="phone")]


def price_number(text: str) -> float:
    return float(re.sub(r"[^\d.]", "", text))


def check_page(page, what: str):
    """The page breaks no WCAG 2.2 A/AA rule and does not scroll sideways."""
    violations = axe_violations(page)
    assert not violations, f"{what}:\n" + "\n".join(violations)
    width = page.evaluate("document.documentElement.scrollWidth")
    viewport = page.viewport_size["width"]
    assert width <= viewport, f"{what} scrolls sideways: {width} px on a {viewport} px screen"


@pytest.mark.parametrize("screen", SCREENS)
def test_search_sort_and_switch_to_the_list(new_context, screen):
    """Given the demo market, when a reader types "lamp", picks "Price: low to high" and switches
    to the list, then the listing follows without a reload, its address says so (and the back
    button returns to the unsorted result, then to the market before the search), every card is a lamp, cheapest first within each
    currency, and the list is remembered on the next visit."""
    page = new_context(**screen).new_page()
    page.goto("/market")
    page.evaluate("window.notReloaded = true")
    page.get_by_role("searchbox", name="Search products").fill("lamp")
    page.wait_for_url(re.compile(r"/market\?search=lamp$"))
    expect(page.locator("#result-count")).to_have_text(re.compile(r"^\d+ products? match “lamp”$"))
    titles = page.locator("#product-grid h2").all_inner_texts()
    assert titles and all("lamp" in title.lower() for title in titles), titles

    page.get_by_label("Sort").select_option(label="Price: low to high")
    page.wait_for_url(re.compile(r"/market\?search=lamp&sort=price-low$"))
    expect(page.locator("#market-results")).not_to_have_attribute("aria-busy", "true")
    prices = page.locator("#product-grid .pays").all_inner_texts()
    for currency in "₩$":
        amounts = [price_number(text) for text in prices if currency in text]
        assert amounts == sorted(amounts), f"{currency} prices not in order: {prices}"

    page.get_by_role("link", name="List").click()
    expect(page.locator("#product-grid")).to_have_class("product-grid as-list")
    expect(page.get_by_role("link", name="List")).to_have_attribute("aria-current", "true")
    assert page.evaluate("window.notReloaded"), "the page reloaded"
    check_page(page, "the list of lamps")

    page.go_back()
    page.wait_for_url(re.compile(r"/market\?search=lamp$"))
    expect(page.get_by_label("Sort")).to_have_value("newest")
    # One more step back is the market before the search, however many letters the search took
    page.go_back()
    page.wait_for_url(re.compile(r"/market$"))
    expect(page.get_by_role("searchbox", name="Search products")).to_have_value("")
    expect(page.locator("#result-count")).to_have_text(re.compile(r"^[\d,]+ products?$"))
    assert page.evaluate("window.notReloaded"), "the page reloaded"
    page.goto("/market")
    expect(page.locator("#product-grid")).to_have_class("product-grid as-list")


def test_without_javascript_the_search_form_finds_and_sorts(new_context):
    """Given a browser without JavaScript, when the search form is sent, then the server answers
    the same listing at an address that can be shared."""
    page = new_context(java_script_enabled=False).new_page()
    page.goto("/market")
    page.fill("#market-search-text", "desk lamp")
    page.select_option("#market-sort", "price-high")
    page.locator("#market-search-button").click()
    page.wait_for_url(re.compile(r"/market\?search=desk\+lamp&sort=price-high&currency=&category=&min_price=&max_price=$"))
    titles = page.locator("#product-grid h2").all_inner_texts()
    assert titles and all("lamp" in title.lower() for title in titles), titles
    expect(page.locator("#market-search-text")).to_have_value("desk lamp")


@pytest.mark.parametrize("screen", SCREENS)
def test_a_product_shows_who_sells_it_and_their_other_products(new_context, screen):
    """Given a demo lamp, when its page is opened, then it says who sells it, how many products
    they have, and shows some of them; the seller leads to their profile, and it to a listing of only
    theirs."""
    page = new_context(**screen).new_page()
    page.goto("/market?search=lamp")
    first = page.locator("#product-grid li.product-card").first
    seller = first.locator(".seller").inner_text()
    first.locator("a").click()
    page.wait_for_url(re.compile(r"/market/items/\d+$"))
    expect(page.locator(".seller-name")).to_have_text(seller)
    expect(page.locator(".product-price .pays")).to_have_count(1)
    expect(page.locator(".product-info time")).to_have_attribute("title", re.compile(r"UTC$"))
    more = page.get_by_role("region", name=f"More from {seller}")
    expect(more.locator("li.product-card")).not_to_have_count(0)
    check_page(page, "a product page")

    page.locator(".seller-card").click()
    page.wait_for_url(re.compile(r"/market/sellers/\d+$"))
    expect(page.locator("h1")).to_have_text(seller)
    expect(page.locator("#on-sale-heading")).to_be_visible()
    check_page(page, "a seller's profile")
    page.get_by_role("link", name=re.compile(r"products? on sale")).click()
    page.wait_for_url(re.compile(r"/market\?vendor=\d+$"))
    expect(page.locator(".chip")).to_contain_text(f"Sold by {seller}")
    sellers = set(page.locator("#product-grid .seller").all_inner_texts())
    assert sellers == {seller}, sellers
    check_page(page, "a seller's products")


@pytest.mark.parametrize("screen", SCREENS)
def test_photos_open_full_size_and_swipe(new_context, sample_product, screen):
    """Given a product with three photos, when a photo is tapped, then a full-size view opens on
    it, swipes to the next, and closing it leaves the slider on the photo seen last."""
    page = new_context(**screen).new_page()
    page.goto(f"/market/items/{sample_product['id']}")
    expect(page.locator(".thumbs img")).to_have_count(3)
    page.locator("[data-zoom='1']").click()
    viewer = page.locator("#photo-viewer")
    expect(viewer).to_be_visible()
    image = viewer.locator("img").first
    expect(image).to_be_visible()
    page.wait_for_function("i => i.complete && i.naturalWidth > 0", arg=image.element_handle())
    check_page(page, "the full-size photos")
    strip = viewer.locator(".viewer-slides")
    strip.evaluate("s => s.scrollTo({ left: s.clientWidth, behavior: 'instant' })")
    page.keyboard.press("Escape")
    expect(viewer).to_be_hidden()
    expect(page.locator("[data-current]")).to_have_text("2")


@pytest.mark.parametrize("screen", SCREENS)
def test_editing_keeps_removes_moves_and_adds_photos(new_context, api, product, small_photo, screen):
    """Given a product with three photos, when its edit page removes the second, makes the third
    the cover and adds a new photo, then the product has the old third, the old first and the new
    one, in that order, and its page says the changes are saved."""
    item = product(photos=3, password="open-sesame")
    page = new_context(**screen).new_page()
    page.goto(f"/market/items/{item['id']}/edit")
    page.fill("#check-password", "open-sesame")
    page.locator("#password-step").get_by_role("button", name="Continue").click()
    photos = page.locator("#photo-list > li")
    expect(photos).to_have_count(3)
    expect(photos.first.locator(".cover")).to_be_visible()
    check_page(page, "the edit form with its photos")

    page.get_by_role("button", name="Remove photo 2").click()
    expect(photos).to_have_count(2)
    page.get_by_role("button", name="Make photo 2 the cover").click()
    page.locator("#photos").set_input_files(str(small_photo))
    expect(photos).to_have_count(3)
    expect(photos.nth(2).locator(".muted")).to_have_text(re.compile(r"KB|bytes"))

    page.fill("#title", "")
    page.locator("#submit-button").click()
    expect(page.locator("#title")).to_have_attribute("aria-invalid", "true")
    page.fill("#title", "Rearranged")
    expect(page.locator("#title")).not_to_have_attribute("aria-invalid", "true")
    expect(page.locator("#title-error")).to_be_empty()

    page.locator("#submit-button").click()
    page.wait_for_url(f"**/market/items/{item['id']}?notice=saved")
    expect(page.get_by_role("status").first).to_have_text("Your changes are saved.")
    detail = api.item(item["id"])
    name = lambda url: url.rsplit("/", 1)[-1]  # noqa: E731
    assert [name(url) for url in detail["images"][:2]] == [name(item["images"][2]), name(item["images"][0])]
    assert name(detail["images"][2]) not in {name(url) for url in item["images"]}
    assert detail["title"] == "Rearranged"
