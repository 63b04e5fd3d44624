import Foundation
import OpenMarketServer

/// The vendor list as a table for the terminal.
enum VendorTable {
    /// One row per vendor — identifier, name, products, status, secret — columns as wide as their
    /// widest cell.
    static func text(_ vendors: [VendorAdministration.Vendor]) -> String {
        guard !vendors.isEmpty else {
            return "No vendors yet. Add one with: mybiz market vendor add --identifier ID --secret SECRET --name NAME"
        }
        let header = ["IDENTIFIER", "NAME", "PRODUCTS", "STATUS", "SECRET"]
        let rows = vendors.map { vendor in
            [
                vendor.identifier, vendor.name, "\(vendor.products)",
                vendor.removed == nil ? "active" : "removed",
                vendor.knownSecret ?? (vendor.removed == nil ? "(hashed)" : "-"),
            ]
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        return ([header] + rows).map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
