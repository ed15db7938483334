import Foundation
import ViperGenTestSupport

/// The type names Apple's SDK and the Swift toolchain declare that generated code may use
/// (`Tests/Fixtures/RealApps/sdk-types.txt`: the standard library, Foundation, UIKit, SwiftUI,
/// Combine, Observation, XCTest and Testing), one a line; `#` starts a comment.
enum SDKTypes {
    /// The list's file.
    static let file = RepositoryPaths.root.appendingPathComponent(
        "Tests/Fixtures/RealApps/sdk-types.txt")

    /// The names in the list.
    static let names: Set<String> = {
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return Set(
            text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }()
}
