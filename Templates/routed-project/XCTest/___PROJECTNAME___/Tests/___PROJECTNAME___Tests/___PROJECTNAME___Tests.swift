//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import XCTest

@testable import ___PROJECTNAME:c99ExtIdentifier___

@MainActor
final class ___FILEBASENAMEASIDENTIFIER___: XCTestCase {
    func testURLOpensTheModuleOfItsHostAtItsPathWithItsQueryItems() throws {
        let module = ModuleSpy(route: "profile", paths: ["/edit"])
        let router = ApplicationRouter()
        router.instantiatedModules = [module]

        router.open(url: try XCTUnwrap(URL(string: "app://Profile/edit?id=42&draft")))

        XCTAssertEqual(module.opened.map(\.path), ["/edit"])
        XCTAssertEqual(module.opened.map(\.parameters), [["id": "42", "draft": ""]])
    }

    func testUnknownRouteAndPathFail() throws {
        let router = ApplicationRouter()
        router.instantiatedModules = [ModuleSpy(route: "profile", paths: ["/edit"])]
        var errors: [ResponseError] = []
        let callback: ModuleCallback = { result in
            if case .failure(let error) = result { errors.append(error) }
        }

        router.open(url: try XCTUnwrap(URL(string: "app://settings/edit")), callback: callback)
        router.open(url: try XCTUnwrap(URL(string: "app://profile/delete")), callback: callback)
        router.open(url: try XCTUnwrap(URL(string: "app:/profile")), callback: callback)

        XCTAssertEqual(
            errors,
            [
                .unknownRoute("settings"), .unknownPath(route: "profile", path: "/delete"),
                .invalidURL("app:/profile"),
            ])
    }

    func testMainModuleIsRegistered() {
        XCTAssertTrue(ApplicationRouter().instantiatedModules.contains { $0 is MainModule })
    }

    func testWeakContainerDoesNotKeepItsObject() {
        var container: WeakContainer<any ModuleType>?

        do {
            let module = ModuleSpy(route: "profile", paths: [])
            container = WeakContainer(module)
            XCTAssertIdentical(container?.value, module)
        }

        XCTAssertNil(container?.value)
    }
}

/// A module that records the paths it is asked to open instead of opening them.
private final class ModuleSpy: ModuleType {
    let route: String
    let paths: [String]
    let subscribedRoutables: [any ModuleRoutable.Type] = []
    var instantiatedRoutables: [WeakContainer<any ModuleRoutable>] = []
    private(set) var opened: [(path: String, parameters: ModuleParameters?)] = []

    init(route: String, paths: [String]) {
        self.route = route
        self.paths = paths
    }

    func open(parameters: ModuleParameters?, path: String, callback: ModuleCallback?) {
        opened.append((path, parameters))
    }
}
