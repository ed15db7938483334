import Foundation
import Testing
import ViperGenCLITestSupport

/// What the `check` tests of adopted Xcode apps share with Kit's `check` tests
/// (ViperGenKitTests/Lifecycle/CheckCommandTests), until they move there too.
enum CheckFindings {
    /// The views file of `project/MyApp`, where the swiftui style registers a module's case.
    static let views = "Sources/MyApp/Classes/Services/NavigationService/Views.swift"

    /// The findings of the JSON report `run` printed, as (kind, path) pairs.
    static func findings(of run: TestRun) throws -> [(kind: String, path: String)] {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        #expect(object["consistent"] as? Bool == false)
        let findings = try #require(object["findings"] as? [[String: Any]])
        return findings.map { ($0["kind"] as? String ?? "", $0["path"] as? String ?? "") }
    }
}
