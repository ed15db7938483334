import Foundation
import ViperGenCLITestSupport
import ViperGenTestSupport

extension DeriveFixture {
    /// Runs viper-gen in the app.
    func run(_ arguments: [String]) -> TestRun {
        TestRun.run(arguments, in: folder.url)
    }
}
