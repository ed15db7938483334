//
//  StorageServiceType.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// The interface of the StorageService, as modules and other services see it.
protocol StorageServiceType {}
