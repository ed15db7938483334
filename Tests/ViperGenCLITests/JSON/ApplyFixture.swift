import Foundation
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenKit

/// Projects with a spec for the `apply --json` tests (Kit's apply tests have their own, in
/// ViperGenKitTests/Apply).
enum ApplyFixture {
    /// The spec of the README's example: two modules (one Observable) and two services.
    static let exampleSpec = """
        {
          "version": 1,
          "modules": [
            "Payments",
            { "name": "Profile", "template": "module", "set": { "observation": "Observable" } }
          ],
          "services": [ "Network", { "name": "Storage" } ]
        }

        """

    /// A fresh `MyApp` project in a new temporary folder holding `spec` as its
    /// `viper-gen.spec.json`; returns the folder and the project.
    static func project(spec: String? = exampleSpec) throws -> (TemporaryFolder, URL) {
        let (folder, project) = try WiringFixture.freshProject()
        if let spec {
            try Data(spec.utf8).write(to: project.appendingPathComponent(ApplySpec.fileName))
        }
        return (folder, project)
    }
}
