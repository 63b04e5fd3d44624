"""The to-do list synced both ways with a folder by Debian's `vdirsyncer`: an item added on either
side appears on the other, one completed on either side is completed on both, one deleted on either
side is gone from both."""

from __future__ import annotations

import shutil
import subprocess
import uuid
from pathlib import Path

import icalendar
import pytest
import requests

pytestmark = pytest.mark.skipif(shutil.which("vdirsyncer") is None, reason="vdirsyncer is not installed")

LOCAL_TODO = """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Tests//vdirsyncer folder//EN
BEGIN:VTODO
UID:{uid}
DTSTAMP:20261201T090000Z
SUMMARY:{summary}
STATUS:NEEDS-ACTION
END:VTODO
END:VCALENDAR
"""


class Sync:
    def __init__(self, person, work: Path):
        self.folder = work / "local"
        config = work / "config"
        config.write_text(
            f"""[general]
status_path = "{work / 'status'}/"

[pair todo]
a = "server"
b = "folder"
collections = ["from a"]
conflict_resolution = "a wins"

[storage server]
type = "caldav"
url = "{person.server.url}/"
username = "{person.username}"
password = "{person.app_password('vdirsyncer')}"
item_types = ["VTODO"]

[storage folder]
type = "filesystem"
path = "{self.folder}/"
fileext = ".ics"
""")
        self.command = ["vdirsyncer", "-c", str(config)]
        self.run("discover")

    def run(self, *arguments: str) -> None:
        done = subprocess.run(self.command + list(arguments), input="y\n" * 10, capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, f"vdirsyncer {' '.join(arguments)}:\n{done.stdout}\n{done.stderr}"

    def sync(self) -> None:
        self.run("sync")

    def inbox(self) -> Path:
        return self.folder / "Inbox"

    def local(self) -> dict[str, tuple[Path, icalendar.cal.Component]]:
        found = {}
        for path in self.inbox().glob("*.ics"):
            todo = icalendar.Calendar.from_ical(path.read_text()).walk("VTODO")[0]
            found[str(todo["SUMMARY"])] = (path, todo)
        return found


def test_vdirsyncer_syncs_a_list_both_ways(person, tmp_path):
    headers = {"Authorization": f"Bearer {person.api_token()}"}
    api = person.server.url + "/api/todos/items"
    for title in ("Added on the page", "Completed on the page", "Deleted on the page", "Completed in the folder",
                  "Deleted in the folder"):
        assert requests.post(api, json={"title": title}, headers=headers).status_code == 201
    sync = Sync(person, tmp_path)
    sync.sync()
    assert set(sync.local()) == {"Added on the page", "Completed on the page", "Deleted on the page",
                                 "Completed in the folder", "Deleted in the folder"}

    # Changes on both sides.
    (sync.inbox() / "added-in-the-folder.ics").write_text(
        LOCAL_TODO.format(uid=uuid.uuid4(), summary="Added in the folder"))
    path, todo = sync.local()["Completed in the folder"]
    path.write_text(path.read_text().replace("STATUS:NEEDS-ACTION", "STATUS:COMPLETED\r\nCOMPLETED:20261207T120000Z"))
    sync.local()["Deleted in the folder"][0].unlink()
    items = {item["title"]: item for item in person.todo_items()}
    patch = {**headers, "Content-Type": "application/merge-patch+json"}
    assert requests.patch(f"{api}/{items['Completed on the page']['id']}", json={"isDone": True}, headers=patch).ok
    assert requests.delete(f"{api}/{items['Deleted on the page']['id']}", headers=headers).status_code == 204

    sync.sync()
    server = {item["title"]: item for item in person.todo_items()}
    local = sync.local()
    expected = {"Added on the page", "Added in the folder", "Completed on the page", "Completed in the folder"}
    assert set(server) == expected
    assert set(local) == expected
    for title in ("Completed on the page", "Completed in the folder"):
        assert server[title]["isDone"] is True
        assert str(local[title][1]["STATUS"]) == "COMPLETED"
    for title in ("Added on the page", "Added in the folder"):
        assert server[title]["isDone"] is False
        assert str(local[title][1]["STATUS"]) == "NEEDS-ACTION"

    # Nothing changed: a second sync changes nothing on either side.
    before = {path.name: path.read_text() for path in sync.inbox().glob("*.ics")}
    sync.sync()
    assert {path.name: path.read_text() for path in sync.inbox().glob("*.ics")} == before
