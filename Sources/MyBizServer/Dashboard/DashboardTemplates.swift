import Mustache
import ServerSupport

/// The dashboard's pages. Written as XHTML-compatible HTML (every element closed, attributes
/// quoted) so a strict parser reads them; `{{…}}` is escaped by Mustache, `{{{…}}}` only carries the
/// SVG drawn by `DashboardCharts`.
enum DashboardTemplates {
    static func library() throws -> MustacheLibrary {
        var library = MustacheLibrary()
        try library.register(head, named: "head")
        try library.register(login, named: "login")
        try library.register(dashboard, named: "dashboard")
        return library
    }

    static let head = """
        <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>{{title}} — MyBiz</title>
        <style>
        body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; color: #1d1d1f; }
        h1 { font-size: 1.6rem; } h2 { font-size: 1.2rem; margin-top: 2rem; }
        .error { color: #b00020; font-weight: 600; }
        table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: .3rem .5rem; border-bottom: 1px solid #ddd; }
        td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
        svg { width: 100%; height: auto; font-size: 12px; }
        rect.views { fill: #2f6fde; } rect.users { fill: #f29d38; }
        polyline.line { fill: none; stroke: #2f6fde; stroke-width: 2; } circle.point { fill: #2f6fde; }
        line.axis { stroke: #999; }
        .legend span { display: inline-block; width: .8rem; height: .8rem; margin: 0 .3rem 0 1rem; }
        fieldset { border: 1px solid #ddd; } header { display: flex; justify-content: space-between; align-items: baseline; }
        </style>
        </head>
        """

    static let login = """
        <!DOCTYPE html>
        <html lang="en">
        {{> head}}
        <body>
        <main>
        <h1>MyBiz dashboard</h1>
        <p>Log in with an administrator's account to see which screens are used most.</p>
        {{#error}}<p class="error" role="alert">{{error}}</p>{{/error}}
        <form method="post" action="/dashboard/login">
        <p><input type="hidden" name="csrf" value="{{csrf}}"/></p>
        <p><label for="username">Username</label><br/>
        <input id="username" name="username" type="text" autocomplete="username" required="required" value="{{username}}"/></p>
        <p><label for="password">Password</label><br/>
        <input id="password" name="password" type="password" autocomplete="current-password" required="required"/></p>
        <p><button type="submit">Log in</button></p>
        </form>
        </main>
        </body>
        </html>
        """

    static let dashboard = """
        <!DOCTYPE html>
        <html lang="en">
        {{> head}}
        <body>
        <header>
        <h1>Which screens are used most</h1>
        <form method="post" action="/dashboard/logout"><p>{{username}} <input type="hidden" name="csrf" value="{{csrf}}"/><button type="submit">Log out</button></p></form>
        </header>
        <main>
        <form method="get" action="/dashboard">
        <fieldset>
        <legend>Period</legend>
        {{#periods}}
        <label><input type="radio" name="period" value="{{value}}"{{#checked}} checked="checked"{{/checked}}/> {{label}}</label>
        {{/periods}}
        <label for="from">from</label> <input id="from" name="from" type="date" value="{{firstDay}}"/>
        <label for="to">to</label> <input id="to" name="to" type="date" value="{{lastDay}}"/>
        <button type="submit">Show</button>
        </fieldset>
        </form>
        {{#error}}<p class="error" role="alert">{{error}}</p>{{/error}}
        <p id="period">{{periodText}}</p>

        <h2>Views and unique users of the five main screens</h2>
        <p class="legend"><span style="background:#2f6fde"></span>views<span style="background:#f29d38"></span>unique users</p>
        {{{screenChart}}}
        <table id="screens-table">
        <caption>Every screen in the period, most viewed first</caption>
        <thead><tr><th scope="col">Screen</th><th scope="col" class="number">Views</th><th scope="col" class="number">Unique users</th></tr></thead>
        <tbody>
        {{#screens}}
        <tr><td class="name" title="{{name}}">{{label}}</td><td class="number views">{{views}}</td><td class="number users">{{users}}</td></tr>
        {{/screens}}
        </tbody>
        </table>

        <h2>Screen views per day</h2>
        {{{dailyChart}}}
        <table id="daily-table">
        <caption>Screen views per day (UTC)</caption>
        <thead><tr><th scope="col">Day</th><th scope="col" class="number">Views</th></tr></thead>
        <tbody>
        {{#daily}}
        <tr><td class="day">{{day}}</td><td class="number views">{{views}}</td></tr>
        {{/daily}}
        </tbody>
        </table>

        <h2>Events</h2>
        <table id="events-table">
        <caption>Every event in the period, most frequent first</caption>
        <thead><tr><th scope="col">Event</th><th scope="col">Type</th><th scope="col" class="number">Count</th></tr></thead>
        <tbody>
        {{#events}}
        <tr><td class="name">{{name}}</td><td class="type">{{type}}</td><td class="number count">{{count}}</td></tr>
        {{/events}}
        {{^events}}
        <tr><td colspan="3">No events in this period.</td></tr>
        {{/events}}
        </tbody>
        </table>
        </main>
        </body>
        </html>
        """
}
