/// Content types for file name extensions: Linux has no system lookup, so the common ones live here.
public enum MediaType {
    /// The content type for a file name's extension, `application/octet-stream` when unknown.
    public static func forFilename(_ filename: String) -> String {
        guard let dot = filename.lastIndex(of: "."), dot != filename.startIndex else { return fallback }
        let ext = filename[filename.index(after: dot)...].lowercased()
        return byExtension[ext] ?? fallback
    }

    /// The type of bytes whose kind is not known.
    public static let fallback = "application/octet-stream"

    private static let byExtension: [String: String] = [
        "jpg": "image/jpeg", "jpeg": "image/jpeg", "png": "image/png", "gif": "image/gif",
        "webp": "image/webp", "heic": "image/heic", "heif": "image/heif", "svg": "image/svg+xml",
        "bmp": "image/bmp", "tif": "image/tiff", "tiff": "image/tiff",
        "pdf": "application/pdf", "json": "application/json", "zip": "application/zip",
        "txt": "text/plain", "csv": "text/csv", "html": "text/html", "htm": "text/html",
        "xml": "application/xml", "mp4": "video/mp4", "mov": "video/quicktime", "mp3": "audio/mpeg",
    ]
}
