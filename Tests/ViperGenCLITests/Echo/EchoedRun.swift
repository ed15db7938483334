import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit

/// Checks on a run that echoed a hostile value.
extension TestRun {
    /// Expects stdout and stderr to hold no raw control, format or separator character, and
    /// stderr to show the hostile value escaped.
    func expectEscaped(
        _ shown: String = HostileValue.shown, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let raw = HostileValue.rawScalars(in: out + err)
        #expect(
            raw.isEmpty, "raw \(raw) in \((out + err).debugDescription)",
            sourceLocation: sourceLocation)
        #expect(
            (out + err).contains(shown), "\(err.debugDescription)",
            sourceLocation: sourceLocation)
    }

    /// Expects the output to show the million-character value as a short excerpt.
    func expectExcerpt(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(code != .success, sourceLocation: sourceLocation)
        #expect(
            HostileValue.isExcerpted(out + err), "\((out + err).prefix(300).debugDescription)",
            sourceLocation: sourceLocation)
    }
}
