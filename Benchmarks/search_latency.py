"""How long a search takes, against a plain read measured in the same run, over the demo catalogue
and over a catalogue of 10,000 products.

    python3 Benchmarks/search_latency.py [--binary .build/release/mybiz] [--products 10000] [--requests 300]
        [--postgres postgres://user@host:port/any_database]

For each catalogue it starts `mybiz serve` on a fresh SQLite file with the demo data — or, with
`--postgres`, a fresh PostgreSQL database it creates on that server and drops afterwards — (the bigger one
is the demo's products copied with numbered titles, straight into the database, before the server
starts), then sends one request at a time over one kept-alive connection and reports the median and
99th-percentile latency of:

- reference: `GET /item/{id}`, each id once — one product read by its key, never from the cache;
- API search: `GET /items/1?search=…&sort=…`, each query once (so never from the cache): the words of
  the demo's titles, alone and in pairs, with every sort;
- page search: `GET /market?search=…&sort=…`, the same queries, as the browser asks for them.

The ratios are to the reference's median. Needs Python 3, and psql for PostgreSQL.
"""

import argparse
import http.client
import itertools
import random
import re
import sqlite3
import statistics
import subprocess
import tempfile
import time
import urllib.parse
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parent.parent
SORTS = ["relevance", "newest", "price-low", "price-high", "discount"]


class Database:
    """A fresh database for one catalogue: an SQLite file in `folder`, or a new PostgreSQL database on
    the server `postgres` names, dropped by `close()`."""

    def __init__(self, folder: Path, postgres: str | None):
        self.folder, self.postgres = folder, postgres
        if postgres:
            self.name = f"search_latency_{random.randrange(1 << 32):08x}"
            self.admin = postgres
            subprocess.run(["psql", "-qAtX", "-v", "ON_ERROR_STOP=1", postgres, "-c", f"CREATE DATABASE {self.name}"],
                           check=True)
            self.location = postgres.rsplit("/", 1)[0] + "/" + self.name
        else:
            self.location = str(folder / "search.sqlite")

    def rows(self, sql: str) -> list[tuple]:
        if not self.postgres:
            with sqlite3.connect(self.location) as connection:
                return connection.execute(sql).fetchall()
        output = subprocess.run(["psql", "-qAtX", "-v", "ON_ERROR_STOP=1", "-F", "\x1f", self.location, "-c", sql],
                                check=True, capture_output=True, text=True).stdout
        return [tuple(line.split("\x1f")) for line in output.splitlines()]

    def columns(self, table: str) -> list[str]:
        if not self.postgres:
            return [row[1] for row in self.rows(f"PRAGMA table_info({table})")]
        return [row[0] for row in self.rows(
            f"SELECT column_name FROM information_schema.columns WHERE table_name = '{table}' ORDER BY ordinal_position")]

    def close(self):
        if self.postgres:
            subprocess.run(["psql", "-qAtX", self.admin, "-c", f"DROP DATABASE IF EXISTS {self.name} WITH (FORCE)"],
                           check=True)


def start_server(binary: Path, database: Database) -> tuple[subprocess.Popen, str]:
    process = subprocess.Popen([str(binary), "serve", "--port", "0", "--log-level", "error",
                                "--database", database.location], cwd=database.folder, stdout=subprocess.PIPE,
                               text=True)
    deadline = time.monotonic() + 120
    for line in process.stdout:
        if match := re.search(r"serving on http://([^:/]+):(\d+)", line):
            return process, f"{match.group(1)}:{match.group(2)}"
        if time.monotonic() > deadline:
            break
    process.kill()
    raise SystemExit("mybiz serve did not start")


def grow(database: Database, products: int):
    """Copies the demo's products, with their search text and their indexed words (`item_words`, the
    copy's number a title word of its own), until the catalogue has `products`."""
    existing = int(database.rows("SELECT COUNT(*) FROM items")[0][0])
    assert int(database.rows("SELECT MAX(id) FROM items")[0][0]) == existing, "the demo's ids run from 1"
    columns = [column for column in database.columns("items") if column != "id"]
    copies = -(-(products - existing) // existing)
    for copy in range(1, copies + 1):
        values = ", ".join(
            f"title || ' {copy}'" if column == "title" else
            f"search_text || ' {copy}'" if column == "search_text" else column for column in columns)
        database.rows(f"INSERT INTO items ({', '.join(columns)}) SELECT {values} FROM items WHERE id <= {existing}")
        offset = copy * existing
        database.rows(f"INSERT INTO item_words (item_id, word, weight) SELECT item_id + {offset}, word, weight "
                      f"FROM item_words WHERE item_id <= {existing}")
        database.rows(f"INSERT INTO item_words (item_id, word, weight) SELECT id, '{copy}', 2 FROM items "
                      f"WHERE id > {offset} AND id <= {offset + existing}")
        database.rows(f"INSERT INTO search_words (word) VALUES ('{copy}') ON CONFLICT DO NOTHING")
    extra = int(database.rows("SELECT COUNT(*) FROM items")[0][0]) - products
    if extra > 0:
        database.rows(f"DELETE FROM items WHERE id IN (SELECT id FROM items ORDER BY id DESC LIMIT {extra})")
        database.rows(f"DELETE FROM item_words WHERE item_id > {products}")


def queries(database: Database, count: int) -> list[str]:
    titles = [row[0] for row in database.rows("SELECT title FROM items")]
    words = sorted({word.lower() for title in titles for word in re.findall(r"\w{3,}", title) if not word.isdigit()})
    random.Random(27).shuffle(words)
    searches = words + [f"{a} {b}" for a, b in itertools.islice(itertools.combinations(words, 2), count)]
    return [f"search={urllib.parse.quote_plus(search)}&sort={sort}"
            for search, sort in itertools.islice(itertools.product(searches, SORTS), count)]


def timed(connection: http.client.HTTPConnection, path: str) -> float:
    start = time.perf_counter()
    connection.request("GET", path)
    response = connection.getresponse()
    response.read()
    assert response.status == 200, f"{path}: {response.status}"
    return (time.perf_counter() - start) * 1000


def summary(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    return statistics.median(ordered), ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def measure(binary: Path, products: int | None, requests: int, postgres: str | None):
    with tempfile.TemporaryDirectory() as folder:
        database = Database(Path(folder), postgres)
        try:
            process, address = start_server(binary, database)
            if products:
                process.terminate()
                process.wait(timeout=30)
                grow(database, products)
                if postgres:
                    database.rows("ANALYZE")
                process, address = start_server(binary, database)
            total = int(database.rows("SELECT COUNT(*) FROM items")[0][0])
            ids = [int(row[0]) for row in database.rows("SELECT id FROM items ORDER BY id")]
            try:
                host, port = address.split(":")
                connection = http.client.HTTPConnection(host, int(port))
                timed(connection, "/items/1")  # the first request opens the connection
                rng = random.Random(1)
                reference = [timed(connection, f"/item/{item}") for item in rng.sample(ids, min(requests, len(ids)))]
                asked = queries(database, requests)
                api = [timed(connection, f"/items/1?{query}") for query in asked]
                pages = [timed(connection, f"/market?{query}") for query in asked]
            finally:
                process.terminate()
                process.wait(timeout=30)
        finally:
            database.close()
    base = summary(reference)[0]
    print(f"\n{total:,} products, {len(asked)} distinct searches, {'PostgreSQL' if postgres else 'SQLite'}")
    print(f"{'':22} {'median ms':>10} {'p99 ms':>8} {'ratio':>6}")
    for name, samples in [("reference /item/{id}", reference), ("API search", api), ("page search", pages)]:
        median, p99 = summary(samples)
        print(f"{name:22} {median:>10.2f} {p99:>8.2f} {median / base:>6.1f}")


def main():
    arguments = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    arguments.add_argument("--binary", default=".build/release/mybiz")
    arguments.add_argument("--products", type=int, default=10_000)
    arguments.add_argument("--requests", type=int, default=300)
    arguments.add_argument("--postgres", help="a PostgreSQL server's URL; the catalogues go in databases made there")
    options = arguments.parse_args()
    binary = Path(options.binary)
    if not binary.is_absolute():
        binary = REPOSITORY / binary
    measure(binary, None, options.requests, options.postgres)
    measure(binary, options.products, options.requests, options.postgres)


if __name__ == "__main__":
    main()
