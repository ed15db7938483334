//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import XCTest

@testable import ___PROJECTNAME:c99ExtIdentifier___

/// The presenter's contract, as the module and the application router rely on it: the module
/// opens its paths with it, routing shows the screen through the wireframe and calls back, the
/// screen shows the URL's title or else the one the interactor loads, and a closed screen is
/// released with its presenter.
@MainActor
final class ___VARIABLE_moduleName___PresenterTests: XCTestCase {
    func testModuleOpensItsPathsWithThePresenter() {
        let module = ___VARIABLE_moduleName___Module()

        XCTAssertEqual(module.route, "___VARIABLE_moduleName:lowerCamel___")
        XCTAssertEqual(module.paths, ___VARIABLE_moduleName___Presenter.getPaths())
        XCTAssertTrue(module.subscribedRoutables.contains { $0 == ___VARIABLE_moduleName___Presenter.self })
    }

    func testEveryURLOpenedGetsAPresenterOfItsOwn() {
        XCTAssertFalse(___VARIABLE_moduleName___Presenter.routable() === ___VARIABLE_moduleName___Presenter.routable())
    }

    func testRouteShowsTheScreenThroughTheWireframe() throws {
        let wireframe = ___VARIABLE_moduleName___WireframeSpy()
        let presenter = makePresenter(wireframe: wireframe, interactor: ___VARIABLE_moduleName___InteractorSpy())

        presenter.route(parameters: nil, path: "/show", callback: nil)

        XCTAssertEqual(wireframe.presented.count, 1)
        let screen = try XCTUnwrap(wireframe.presented.first as? ___VARIABLE_moduleName___ViewController)
        XCTAssertIdentical(screen.presenter, presenter)
        XCTAssertIdentical(presenter.view, screen)
        wireframe.closeScreens()
    }

    func testScreenShowsTheTitleOfItsURL() {
        let wireframe = ___VARIABLE_moduleName___WireframeSpy()
        let view = ___VARIABLE_moduleName___ViewSpy()
        let interactor = ___VARIABLE_moduleName___InteractorSpy()
        let presenter = makePresenter(wireframe: wireframe, interactor: interactor)
        presenter.route(
            parameters: [___VARIABLE_moduleName___ModuleParameters.title.rawValue: "Hello"], path: "/show",
            callback: nil)
        presenter.view = view

        presenter.viewDidLoad()

        XCTAssertEqual(view.shownTitles, ["Hello"])
        XCTAssertEqual(interactor.loadTitleCount, 0)
        wireframe.closeScreens()
    }

    func testScreenWithoutATitleShowsTheOneTheInteractorLoads() async {
        let wireframe = ___VARIABLE_moduleName___WireframeSpy()
        let view = ___VARIABLE_moduleName___ViewSpy()
        let interactor = ___VARIABLE_moduleName___InteractorSpy()
        let presenter = makePresenter(wireframe: wireframe, interactor: interactor)
        presenter.route(parameters: nil, path: "/show", callback: nil)
        presenter.view = view

        presenter.viewDidLoad()
        await presenter.loadTask?.value

        XCTAssertEqual(interactor.loadTitleCount, 1)
        XCTAssertEqual(view.shownTitles, ["Loaded"])
        wireframe.closeScreens()
    }

    func testInteractorLoadsTheModulesName() async {
        let title = await ___VARIABLE_moduleName___Interactor().loadTitle()
        XCTAssertEqual(title, "___VARIABLE_moduleName:swiftString___")
    }

    func testRouteCallsBackWithSuccess() {
        let wireframe = ___VARIABLE_moduleName___WireframeSpy()
        let presenter = makePresenter(wireframe: wireframe, interactor: ___VARIABLE_moduleName___InteractorSpy())
        var results: [Result<ModuleParameters, ResponseError>] = []

        presenter.route(parameters: nil, path: "/show") { results.append($0) }

        XCTAssertEqual(results, [.success([:])])
        wireframe.closeScreens()
    }

    func testClosedScreenIsReleasedWithItsPresenter() {
        let wireframe = ___VARIABLE_moduleName___WireframeSpy()
        weak var screen: ___VARIABLE_moduleName___ViewController?
        weak var presenter: ___VARIABLE_moduleName___Presenter?

        do {
            let modulePresenter = makePresenter(
                wireframe: wireframe, interactor: ___VARIABLE_moduleName___InteractorSpy())
            modulePresenter.route(parameters: nil, path: "/show", callback: nil)
            presenter = modulePresenter
            screen = modulePresenter.view as? ___VARIABLE_moduleName___ViewController
        }
        XCTAssertNotNil(presenter, "The screen must keep its presenter while it is shown.")

        wireframe.closeScreens()

        XCTAssertNil(screen, "A reference cycle keeps the closed screen alive.")
        XCTAssertNil(presenter, "A reference cycle keeps the closed screen's presenter alive.")
    }

    func testClosedScreenCancelsItsLoad() {
        let wireframe = ___VARIABLE_moduleName___WireframeSpy()
        var load: Task<Void, Never>?

        do {
            let presenter = makePresenter(wireframe: wireframe, interactor: ___VARIABLE_moduleName___InteractorSpy())
            presenter.route(parameters: nil, path: "/show", callback: nil)
            presenter.viewDidLoad()
            load = presenter.loadTask
        }
        wireframe.closeScreens()

        XCTAssertEqual(load?.isCancelled, true, "The screen's load must stop when the screen goes.")
    }

    /// A presenter on `wireframe` and `interactor`.
    private func makePresenter(
        wireframe: ___VARIABLE_moduleName___WireframeSpy,
        interactor: ___VARIABLE_moduleName___InteractorSpy
    ) -> ___VARIABLE_moduleName___Presenter {
        let presenter = ___VARIABLE_moduleName___Presenter()
        presenter.wireframe = wireframe
        presenter.interactor = interactor
        return presenter
    }
}
