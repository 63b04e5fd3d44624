"""The company calendar as a feed a calendar app subscribes to, and one event's download, read by
`icalendar` (PyPI) and checked as strictly as Apple's and Google's importers read iCalendar: CRLF
lines of at most 75 octets, UID and DTSTAMP on every event, a VTIMEZONE for every TZID, all-day
events as dates ending on a later day; each event's UID kept through edits and its cancellation;
birthdays every year; the person's answers."""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta, timezone

import icalendar
import requests


def strict(text: str) -> icalendar.Calendar:
    """`text` parsed, after the checks importers make."""
    raw = text.encode()
    assert raw.endswith(b"\r\n") and b"\n" not in raw.replace(b"\r\n", b"")
    for line in raw.split(b"\r\n"):
        assert len(line) <= 75, line
    calendar = icalendar.Calendar.from_ical(text)
    assert calendar["VERSION"] == "2.0" and calendar.get("PRODID")
    zones = {str(zone["TZID"]) for zone in calendar.walk("VTIMEZONE")}
    for event in calendar.walk("VEVENT"):
        assert event.get("UID") and event.get("DTSTAMP") and event.get("DTSTART"), event
        start = event.decoded("DTSTART")
        for name in ("DTSTART", "DTEND"):
            if name in event and "TZID" in event[name].params:
                assert event[name].params["TZID"] in zones, f"{name} names a zone without its VTIMEZONE"
        if "DTEND" in event:
            end = event.decoded("DTEND")
            assert type(end) is type(start)
            assert end > start if isinstance(start, date) and not isinstance(start, datetime) else end >= start
    return calendar


def events(calendar: icalendar.Calendar) -> dict[str, icalendar.cal.Component]:
    return {str(event["UID"]): event for event in calendar.walk("VEVENT")}


def admin_api(admin) -> dict:
    return {"Authorization": f"Bearer {admin.api_token()}"}


def test_the_feed_keeps_each_event_and_shows_birthdays_and_answers(admin):
    """Given a calendar address made in Berlin time, when an event is added, answered, changed and
    cancelled, then the feed parses strictly at each step, the event keeps its UID with a rising
    SEQUENCE, times carry Berlin's VTIMEZONE, and the cancelled event stays, cancelled."""
    admin.web.cookies.set("mybiz_tz", "Europe/Berlin")
    address = admin.calendar_address()
    assert re.fullmatch(r"http://127\.0\.0\.1:\d+/feeds/calendar/[A-Za-z0-9_-]{43}\.ics", address)
    headers = admin_api(admin)
    start = (datetime.now(timezone.utc) + timedelta(days=3)).replace(hour=13, minute=30, second=0, microsecond=0)
    made = requests.post(
        f"{admin.server.url}/api/events",
        json={"name": "Roadmap review", "date": start.strftime("%Y-%m-%dT%H:%M:%SZ"), "type": "Meeting",
              "duration": 5400, "place": "Room 4, 2nd floor"},
        headers=headers)
    assert made.status_code == 201, made.text
    uid = made.json()["id"]
    assert requests.put(f"{admin.server.url}/api/events/{uid}/response", json={"answer": "maybe"}, headers=headers).ok

    feed = strict(requests.get(address).text)
    assert feed["X-WR-TIMEZONE"] == "Europe/Berlin"
    event = events(feed)[uid]
    assert event["SUMMARY"] == "Roadmap review" and event["LOCATION"] == "Room 4, 2nd floor"
    assert event["DTSTART"].params["TZID"] == "Europe/Berlin"
    assert event.decoded("DTSTART") == start and event.decoded("DTEND") - event.decoded("DTSTART") == timedelta(minutes=90)
    assert event["SEQUENCE"] == 0 and event["STATUS"] == "TENTATIVE"
    assert "Your answer: Maybe." in str(event["DESCRIPTION"])

    later = start + timedelta(hours=1)
    assert requests.put(
        f"{admin.server.url}/api/events/{uid}",
        json={"name": "Roadmap review (moved)", "date": later.strftime("%Y-%m-%dT%H:%M:%SZ"), "type": "Meeting",
              "duration": 3600},
        headers=headers).ok
    event = events(strict(requests.get(address).text))[uid]
    assert event["SUMMARY"] == "Roadmap review (moved)" and event.decoded("DTSTART") == later
    assert event["SEQUENCE"] == 1 and "LAST-MODIFIED" in event and "LOCATION" not in event

    assert requests.delete(f"{admin.server.url}/api/events/{uid}", headers=headers).status_code == 204
    event = events(strict(requests.get(address).text))[uid]
    assert event["STATUS"] == "CANCELLED" and event["SEQUENCE"] == 2


def test_birthdays_are_yearly_all_day_events(admin):
    """Given the org chart's birthdays, then each is an all-day event every year, on its day — the
    last day of February for 29 February — with no year of birth in it."""
    feed = strict(requests.get(admin.calendar_address()).text)
    birthdays = [event for uid, event in events(feed).items() if uid.startswith("birthday-")]
    assert birthdays
    people = requests.get(f"{admin.server.url}/api/employees", headers=admin_api(admin)).json()
    known = {person["id"]: person["birthday"] for person in people if person.get("birthday")}
    assert {str(event["UID"]).removeprefix("birthday-") for event in birthdays} == set(known)
    for event in birthdays:
        start = event.decoded("DTSTART")
        assert type(start) is date and event.decoded("DTEND") == start + timedelta(days=1)
        month, day, _ = known[str(event["UID"]).removeprefix("birthday-")].split("-")
        assert (start.month, start.day) == (int(month), int(day)) and start.year == 2000
        assert event["RRULE"]["FREQ"] == ["YEARLY"]
        assert event["TRANSP"] == "TRANSPARENT"


def test_an_unchanged_feed_is_not_sent_again_and_a_new_address_ends_the_old(admin):
    """Given a feed read once, when it is asked for again with its ETag, then 304; when a new address
    is made, then the old one answers 404 and the new one the feed."""
    old = admin.calendar_address()
    first = requests.get(old)
    assert first.headers["Content-Type"].startswith("text/calendar")
    assert requests.get(old, headers={"If-None-Match": first.headers["ETag"]}).status_code == 304
    new = admin.calendar_address()
    assert requests.get(old).status_code == 404
    assert requests.get(new).status_code == 200


def test_one_event_downloads_as_its_own_file(admin):
    """Given an event, when its page's download is opened, then it is one strict VEVENT with the same
    UID as in the feed, as an attachment."""
    headers = admin_api(admin)
    event = requests.get(f"{admin.server.url}/api/events", headers=headers).json()[0]
    answer = admin.web.get(f"{admin.server.url}/app/calendar/{event['id']}/event.ics")
    assert answer.status_code == 200 and answer.headers["Content-Disposition"].startswith("attachment;")
    calendar = strict(answer.text)
    assert list(events(calendar)) == [event["id"]]
    page = admin.web.get(f"{admin.server.url}/app/calendar/{event['id']}").text
    assert f"/app/calendar/{event['id']}/event.ics" in page


def test_a_turned_off_address_answers_nothing(person, admin):
    """Given an address, when it is turned off, then it answers 404; someone outside the company
    has none to make."""
    address = admin.calendar_address()
    assert admin.post_form("/app/calendar/subscribe/off", {}, "/app/calendar/subscribe").ok
    assert requests.get(address).status_code == 404
    assert person.web.get(f"{person.server.url}/app/calendar/subscribe").status_code in (403, 303)
