import Foundation
import Testing

@testable import ViperGenSwiftSource

/// Several modules registered in the application router in one edit give the text, and the
/// same outcome per module, as registering them one after the other.
@Suite("Application router registration: several modules at once")
struct ApplicationRouterBatchTests {
    private static let names = ["Payments", "Orders", "Profile", "Cart"]

    private func router(_ list: String) -> String {
        "import UIKit\n\nfinal class ApplicationRouter {\n\(list)\n\n    weak var window: UIWindow?\n}\n"
    }

    /// The outcome's kind, and the text of an edit.
    private func kind(_ registration: FileRegistration) -> String {
        switch registration {
        case .alreadyRegistered: return "already registered"
        case .edited: return "edited"
        case .manual(let reasons, let steps): return "manual \(reasons) \(steps)"
        }
    }

    @Test(arguments: [
        "    var instantiatedModules: [any ModuleType] = [\n        MainModule(),\n    ]",
        "    var instantiatedModules: [any ModuleType] = [\n        MainModule()\n    ]",
        "    var instantiatedModules: [any ModuleType] = [\n        MainModule(),\n        SearchModule()\n    ]",
        "    var instantiatedModules: [any ModuleType] = [\n        MainModule()  // home\n    ]",
        "    var instantiatedModules: [any ModuleType] = [MainModule()]",
        "    var instantiatedModules: [any ModuleType] = [MainModule(),]",
        "    var instantiatedModules: [any ModuleType] = []",
        "    var instantiatedModules: [any ModuleType] = [\n    ]",
        "    var instantiatedModules: [any ModuleType] = [\n        MainModule(),\n        ProfileModule(),\n    ]",
        "    var instantiatedModules: [any ModuleType] = [MainModule(), ProfileModule()]\n    let legacy = OrdersModule()",
        "    var instantiatedModules: [any ModuleType] = [\n        MainModule(), SearchModule(),\n    ]",
        "    var other = 1",
    ])
    func severalAtOnceAreOneAfterTheOther(_ list: String) {
        let text = router(list)
        let subjects = Self.names.map {
            RegistrationSubject(kind: .module, name: $0, caseName: $0.lowercased())
        }
        var current = text
        var oneByOne: [FileRegistration] = []
        for subject in subjects {
            let result = ApplicationRouterSite().register(subject, in: current)
            if case .edited(let edited) = result { current = edited }
            oneByOne.append(result)
        }
        let together = ApplicationRouterSite().register(subjects, in: text)
        #expect(together.map(kind) == oneByOne.map(kind), "\(list)")
        let final = together.compactMap { result -> String? in
            guard case .edited(let edited) = result else { return nil }
            return edited
        }
        #expect(Set(final).count <= 1, "one text for every edited module")
        #expect(
            (final.first ?? text) == current, "\(list)\n\(final.first ?? text)\n---\n\(current)")
    }
}
