/// The web app manifest: what a browser installs — the name, where it starts, how it looks.
struct WebAppManifest: Encodable {
    struct Icon: Encodable {
        let src: String
        let sizes: String
        let type: String
        let purpose: String
    }

    private enum CodingKeys: String, CodingKey {
        case name, description, id, scope, display, icons
        case shortName = "short_name"
        case startURL = "start_url"
        case backgroundColor = "background_color"
        case themeColor = "theme_color"
    }

    let name = "MyBiz"
    let shortName = "MyBiz"
    let description = "The Open Market, the MyBiz company app and your to-do list."
    let id = "/"
    let startURL = "/"
    let scope = "/"
    let display = "standalone"
    let backgroundColor = "#f5f6f9"
    let themeColor = "#12151d"
    let icons: [Icon]

    /// The manifest, its icons at the URLs `icon` gives their names.
    init(icon: (String) -> String) {
        icons = [
            Icon(src: icon("icon-192.png"), sizes: "192x192", type: "image/png", purpose: "any"),
            Icon(src: icon("icon-512.png"), sizes: "512x512", type: "image/png", purpose: "any"),
            Icon(src: icon("icon-maskable-512.png"), sizes: "512x512", type: "image/png", purpose: "maskable"),
            Icon(src: icon("icon.svg"), sizes: "any", type: "image/svg+xml", purpose: "any"),
        ]
    }
}
