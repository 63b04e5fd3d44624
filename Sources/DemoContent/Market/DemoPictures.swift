import Foundation
import OpenMarketServer

/// The demo products' pictures: five views of each kind of thing, drawn once and kept in
/// `Resources/pictures` as `KIND-N.jpg` (1200 × 900, libjpeg quality 80, the largest under 50 KB),
/// compiled into the binary. The product page shows them at about 600 × 450; at twice that, "Full
/// size" shows more. Nothing is drawn at start-up, so a fresh database is ready at once. They are
/// drawn at their full size by `.ci/draw-demo-pictures.swift` (its header says how to run it): the
/// pictogram code the demo used to run at every start (`git show
/// d77b6ba:Sources/OpenMarketServer/DemoData`), without the name it printed on them: the pages show
/// the name.
enum DemoPictures {
    /// How many views each kind has.
    static let viewsPerKind = 5

    /// `count` views of `kind`, starting at view `first` and wrapping, so products of one kind do
    /// not all share a thumbnail.
    static func views(of kind: String, count: Int, startingAt first: Int) -> [CatalogueSeed.Picture] {
        (0..<count).compactMap { offset in
            let name = "\(kind)-\((first + offset) % viewsPerKind + 1)"
            return pictures[name].map { CatalogueSeed.Picture(name: name, bytes: $0) }
        }
    }

    /// Every picture's JPEG bytes by name (`lamp-1`).
    static let pictures: [String: Data] = Dictionary(
        uniqueKeysWithValues: EmbeddedResources.embedded.compactMap { path, base64 in
            guard path.hasPrefix("pictures/"), path.hasSuffix(".jpg"), let bytes = Data(base64Encoded: base64) else {
                return nil
            }
            return (String(path.dropFirst("pictures/".count).dropLast(".jpg".count)), bytes)
        })
}
