// Stand-in for the GenericModule package (github.com/rosberry/GenericModule), for compile
// checks of generated code on Linux.
//
// It declares the package's current public API with the package's generic shapes and
// constraints: `Module<Presenter>`, `Presenter<State, View, Input, Output, Dependencies>`,
// `ViewController<ViewModel, ViewInput, Output>` (a UIKit view controller), the `ViewModel`,
// `View`, `ViewOutput` and `ModulePresenter` protocols, `Update<Model>` and
// `Coordinator<RootViewController>`. Like the package (tools version 5.3) it has no actor
// annotations and is built in the Swift 5 language mode. The bodies do what the package's do
// (a module creates its presenter, view model and view controller and connects them; the
// presenter rebuilds the view model on `update`), so generated tests can run against it.

import UIKit

// MARK: - View

/// The view model of a module's screen, made from a delegate (usually the presenter).
public protocol ViewModel {
    /// What the view model reads its content from.
    associatedtype ViewModelDelegate
    /// Makes the view model from what `delegate` provides.
    init(delegate: ViewModelDelegate)
}

/// The lifecycle events a module's view controller forwards to its presenter.
public protocol ViewOutput {
    /// The view was loaded.
    func viewDidLoad()
    /// The view is about to appear.
    func viewWillAppear()
    /// The view appeared.
    func viewDidAppear()
    /// The view is about to disappear.
    func viewWillDisappear()
    /// The view disappeared.
    func viewDidDisappear()
}

/// A module's view: made from a view model and an output, updated with new view models.
public protocol View: AnyObject {
    /// What the view reports to (the presenter).
    associatedtype Output
    /// What the view shows.
    associatedtype ViewModel: GenericModule.ViewModel
    /// What the presenter may ask of the view.
    associatedtype ViewInput

    /// What the view reports to.
    var output: Output { get set }

    /// Makes the view.
    init(viewModel: ViewModel, output: Output)
    /// Shows `viewModel`; `force` updates everything, not only what changed.
    func update(with viewModel: ViewModel, force: Bool, animated: Bool)
}

/// The change from one view model to the next, to update only what changed.
public class Update<Model> {
    private let newModel: Model
    private let oldModel: Model
    private let force: Bool

    /// An update from `oldModel` to `newModel`; `force` runs every configuration block.
    public init(newModel: Model, oldModel: Model, force: Bool) {
        self.newModel = newModel
        self.oldModel = oldModel
        self.force = force
    }

    /// Runs `configurationBlock` with the new value at `keyPath` if it changed (or if forced).
    public func callAsFunction<Value: Equatable>(
        _ keyPath: KeyPath<Model, Value>, configurationBlock: (Value) -> Void
    ) {
        let newValue = newModel[keyPath: keyPath]
        if force || oldModel[keyPath: keyPath] != newValue {
            configurationBlock(newValue)
        }
    }

    /// Runs `configurationBlock` if either value changed (or if forced).
    public func callAsFunction<A: Equatable, B: Equatable>(
        _ first: KeyPath<Model, A>, _ second: KeyPath<Model, B>,
        configurationBlock: () -> Void
    ) {
        if force || newModel[keyPath: first] != oldModel[keyPath: first]
            || newModel[keyPath: second] != oldModel[keyPath: second]
        {
            configurationBlock()
        }
    }
}

/// The base of a module's view controller: holds the view model and the output, forwards the
/// lifecycle to the output and turns each new view model into an `Update`.
///
/// As in the package, each lifecycle method has a `configurationHandler` form that runs the
/// handler after `super` and before the output hears of the event: `viewDidLoad()` forwards at
/// once, so a subclass that calls `super.viewDidLoad()` and then sets up its views gets its first
/// `update(with:animated:)` (the presenter's forced one) before its views are set up.
open class ViewController<ViewModel: GenericModule.ViewModel, ViewInput, Output>:
    UIViewController, View
{
    /// What the view controller reports to (the presenter).
    public var output: Output
    /// What the view controller shows.
    public var viewModel: ViewModel

    private var viewOutput: ViewOutput

    /// Makes the view controller; `output` must be a `ViewOutput` (the package traps otherwise).
    public required init(viewModel: ViewModel, output: Output) {
        self.viewModel = viewModel
        self.output = output
        guard let viewOutput = output as? ViewOutput else {
            fatalError("`\(type(of: output))` does not conform to `ViewOutput`.")
        }
        self.viewOutput = viewOutput
        super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: modules are made in code.
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Forwards to the output.
    open override func viewDidLoad() {
        viewDidLoad {}
    }

    /// Runs `configurationHandler`, then forwards to the output (whose `viewDidLoad()` shows the
    /// first view model).
    open func viewDidLoad(configurationHandler: () -> Void) {
        super.viewDidLoad()
        configurationHandler()
        viewOutput.viewDidLoad()
    }

    /// Forwards to the output.
    open override func viewWillAppear(_ animated: Bool) {
        viewWillAppear(animated) {}
    }

    /// Runs `configurationHandler`, then forwards to the output.
    open func viewWillAppear(_ animated: Bool, configurationHandler: () -> Void) {
        super.viewWillAppear(animated)
        configurationHandler()
        viewOutput.viewWillAppear()
    }

    /// Forwards to the output.
    open override func viewDidAppear(_ animated: Bool) {
        viewDidAppear(animated) {}
    }

    /// Runs `configurationHandler`, then forwards to the output.
    open func viewDidAppear(_ animated: Bool, configurationHandler: () -> Void) {
        super.viewDidAppear(animated)
        configurationHandler()
        viewOutput.viewDidAppear()
    }

    /// Forwards to the output.
    open override func viewWillDisappear(_ animated: Bool) {
        viewWillDisappear(animated) {}
    }

    /// Runs `configurationHandler`, then forwards to the output.
    open func viewWillDisappear(_ animated: Bool, configurationHandler: () -> Void) {
        super.viewWillDisappear(animated)
        configurationHandler()
        viewOutput.viewWillDisappear()
    }

    /// Forwards to the output.
    open override func viewDidDisappear(_ animated: Bool) {
        viewDidDisappear(animated) {}
    }

    /// Runs `configurationHandler`, then forwards to the output.
    open func viewDidDisappear(_ animated: Bool, configurationHandler: () -> Void) {
        super.viewDidDisappear(animated)
        configurationHandler()
        viewOutput.viewDidDisappear()
    }

    /// Keeps `viewModel` and shows the change from the previous one.
    open func update(with viewModel: ViewModel, force: Bool, animated: Bool) {
        let viewUpdate = Update(newModel: viewModel, oldModel: self.viewModel, force: force)
        self.viewModel = viewModel
        update(with: viewUpdate, animated: animated)
    }

    /// Shows `viewUpdate`; override to configure the views.
    open func update(with viewUpdate: Update<ViewModel>, animated: Bool) {}
}

// MARK: - Presenter and module

/// What a module needs of its presenter.
public protocol ModulePresenter {
    /// The module's data.
    associatedtype State
    /// The module's view.
    associatedtype View: GenericModule.View
    /// What the view shows.
    associatedtype ViewModel: GenericModule.ViewModel
    /// What the module is given to work with.
    associatedtype Dependencies
    /// What the module reports to.
    associatedtype Output
    /// What may be asked of the module.
    associatedtype Input
    /// What the view model reads from.
    associatedtype ViewModelDelegate

    /// What the module reports to.
    var output: Output? { get }

    /// Makes the presenter.
    init(state: State, dependencies: Dependencies)
    /// What the view model is made from.
    func makeViewModelDelegate() -> ViewModelDelegate
}

/// The base of a module's presenter: owns the state, rebuilds the view model on `update`.
open class Presenter<State, View: GenericModule.View, Input, Output, Dependencies>:
    ModulePresenter, ViewOutput
{
    /// What the view shows.
    public typealias ViewModel = View.ViewModel
    /// What the view model reads from.
    public typealias ViewModelDelegate = ViewModel.ViewModelDelegate

    /// The module's data.
    public var state: State
    /// What the module reports to.
    public var output: Output?
    /// What the module was given to work with.
    public let dependencies: Dependencies

    weak var view: View?

    /// The view, as what the presenter may ask of it.
    public var viewInput: View.ViewInput {
        guard let viewInput = view as? View.ViewInput else {
            fatalError("The view of \(type(of: self)) is gone or is no \(View.ViewInput.self).")
        }
        return viewInput
    }

    /// Makes the presenter.
    public required init(state: State, dependencies: Dependencies) {
        self.state = state
        self.dependencies = dependencies
    }

    /// The presenter itself when it is the view model's delegate.
    open func makeViewModelDelegate() -> ViewModelDelegate {
        guard let delegate = self as? ViewModelDelegate else {
            fatalError("\(type(of: self)) must override makeViewModelDelegate().")
        }
        return delegate
    }

    /// Shows the state: makes a view model and updates the view with it.
    open func update(force: Bool = false, animated: Bool) {
        let viewModel = ViewModel(delegate: makeViewModelDelegate())
        view?.update(with: viewModel, force: force, animated: animated)
    }

    /// Shows the state in full.
    open func viewDidLoad() {
        update(force: true, animated: false)
    }

    /// Does nothing; override to react.
    open func viewWillAppear() {}

    /// Does nothing; override to react.
    open func viewDidAppear() {}

    /// Does nothing; override to react.
    open func viewWillDisappear() {}

    /// Does nothing; override to react.
    open func viewDidDisappear() {}
}

/// A module: creates its presenter, view model and view controller and connects them.
open class Module<Presenter: ModulePresenter>
where
    Presenter.View.ViewModel == Presenter.ViewModel,
    Presenter.ViewModel.ViewModelDelegate == Presenter.ViewModelDelegate
{
    /// The module's data.
    public typealias State = Presenter.State
    /// What the module is given to work with.
    public typealias Dependencies = Presenter.Dependencies
    /// What the module reports to.
    public typealias Output = Presenter.Output
    /// What may be asked of the module.
    public typealias Input = Presenter.Input
    /// The module's view controller.
    public typealias ViewController = Presenter.View

    typealias BasePresenter = GenericModule.Presenter<
        State, ViewController, Input, Output, Dependencies
    >

    var presenter: Presenter

    /// The module's screen, to push or present.
    public var viewController: ViewController

    /// What may be asked of the module (its presenter).
    public var input: Input {
        guard let input = presenter as? Input else {
            fatalError("\(type(of: presenter)) does not conform to \(Input.self).")
        }
        return input
    }

    /// What the module reports to.
    public var output: Output? {
        get { presenter.output }
        set { (presenter as? BasePresenter)?.output = newValue }
    }

    /// Makes the module.
    public init(state: State, dependencies: Dependencies, output: Output? = nil) {
        let presenter = Presenter(state: state, dependencies: dependencies)
        let viewModel = Presenter.ViewModel(delegate: presenter.makeViewModelDelegate())
        guard let viewOutput = presenter as? ViewController.Output else {
            fatalError("\(type(of: presenter)) does not conform to \(ViewController.Output.self).")
        }
        viewController = ViewController(viewModel: viewModel, output: viewOutput)
        self.presenter = presenter
        (presenter as? BasePresenter)?.view = viewController
        self.output = output
    }
}

// MARK: - Coordinator

/// The base of a coordinator: owns the view controller the screens it starts are shown in.
open class Coordinator<RootViewController: UIViewController> {
    /// Where the coordinator's screens are shown.
    open var rootViewController: RootViewController

    /// Makes the coordinator.
    public init(rootViewController: RootViewController) {
        self.rootViewController = rootViewController
    }
}
