import Mustache

/// The API reference page: plain, server-rendered HTML with its own small stylesheet, no script.
/// XHTML-compatible (every element closed, attributes quoted), so a strict parser reads it.
enum APIReferenceTemplates {
    static func library() throws -> MustacheLibrary {
        var library = MustacheLibrary()
        try library.register(page, named: "reference")
        return library
    }

    static let page = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>API reference — MyBiz</title>
        <style>
        body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1d1d1f; line-height: 1.45; }
        h1 { font-size: 1.6rem; } h2 { font-size: 1.35rem; margin-top: 2.5rem; border-bottom: 2px solid #ddd; }
        h3 { font-size: 1.05rem; margin-top: 1.8rem; } h4 { font-size: .95rem; margin: 1rem 0 .3rem; }
        code, .method { font-family: ui-monospace, monospace; } .method { font-weight: 700; margin-right: .4rem; }
        table { border-collapse: collapse; width: 100%; font-size: .92rem; } th, td { text-align: left; padding: .25rem .5rem; border-bottom: 1px solid #e4e4e4; vertical-align: top; }
        nav ul { columns: 2; } a { color: #2f5fb3; }
        </style>
        </head>
        <body>
        <header>
        <h1>API reference</h1>
        <p>What this server speaks, read from its OpenAPI 3.1 documents:
        {{#documents}}<a href="/openapi/{{fileName}}">{{fileName}}</a> {{/documents}}</p>
        </header>
        <nav aria-label="Contents">
        {{#documents}}
        <h2><a href="#{{anchor}}">{{title}}</a></h2>
        <ul>
        {{#operations}}<li><a href="#{{anchor}}"><span class="method">{{method}}</span><code>{{path}}</code></a> {{summary}}</li>
        {{/operations}}
        </ul>
        {{/documents}}
        </nav>
        <main>
        {{#documents}}
        <section aria-labelledby="{{anchor}}">
        <h2 id="{{anchor}}">{{title}}</h2>
        {{#paragraphs}}<p>{{.}}</p>
        {{/paragraphs}}
        {{#operations}}
        <h3 id="{{anchor}}"><span class="method">{{method}}</span><code>{{path}}</code></h3>
        <p>{{summary}}</p>
        {{#paragraphs}}<p>{{.}}</p>
        {{/paragraphs}}
        {{#hasParameters}}
        <h4>Parameters</h4>
        <table><thead><tr><th scope="col">Name</th><th scope="col">Value</th><th scope="col">About</th></tr></thead>
        <tbody>{{#parameters}}<tr><td><code>{{name}}</code></td><td>{{kind}}</td><td>{{note}}</td></tr>
        {{/parameters}}</tbody></table>
        {{/hasParameters}}
        {{#body}}<h4>Request body</h4><p><code>{{body}}</code></p>{{/body}}
        <h4>Answers</h4>
        <table><thead><tr><th scope="col">Status</th><th scope="col">Body</th><th scope="col">When</th></tr></thead>
        <tbody>{{#responses}}<tr><td>{{name}}</td><td><code>{{kind}}</code></td><td>{{note}}</td></tr>
        {{/responses}}</tbody></table>
        {{/operations}}
        <h3>Schemas</h3>
        {{#schemas}}
        <h4 id="{{anchor}}">{{name}}</h4>
        {{#paragraphs}}<p>{{.}}</p>
        {{/paragraphs}}
        {{#hasProperties}}
        <table><thead><tr><th scope="col">Property</th><th scope="col">Value</th><th scope="col">About</th></tr></thead>
        <tbody>{{#properties}}<tr><td><code>{{name}}</code></td><td>{{kind}}</td><td>{{note}}</td></tr>
        {{/properties}}</tbody></table>
        {{/hasProperties}}
        {{/schemas}}
        </section>
        {{/documents}}
        </main>
        </body>
        </html>
        """
}
