/// Types, enums of destinations and destination sets (SPEC 6.1, 6.2): each case of an enum
/// is a type of its own, and a destination for an enum or a named set of destinations is
/// expanded into one model destination per case, so the engines see plain types.
extension ModelBuilder {
    /// A destination as the model holds it: one type, one target.
    struct ExpandedDestination {
        let decl: DestinationDecl
        let type: Int
        let target: Content
        let typeRange: SourceRange
        let set: String?
        var written: Int? = nil
    }

    /// The declared types, then every enum case as `Enum.case` (indexed in `typeIndex`).
    mutating func resolveTypes() -> [NavType] {
        var types = spec.types.map { type in
            NavType(name: type.name.value, hashable: type.hashable?.value ?? true, codable: type.codable?.value ?? false,
                    kind: type.kind?.value ?? .value, range: type.name.range)
        }
        for (t, type) in spec.types.enumerated() where typeIndex[type.name.value] == t {
            var seen: Set<String> = []
            for name in type.cases ?? [] where !name.value.isEmpty && !name.value.contains(".") && seen.insert(name.value).inserted {
                let full = "\(type.name.value).\(name.value)"
                if typeIndex[full] != nil {
                    problems.add("case '\(name.value)' of '\(type.name.value)' is named like the declared type '\(full)'", at: name.range)
                    continue
                }
                typeIndex[full] = types.count
                types[t].cases.append(types.count)
                var member = NavType(name: full, hashable: types[t].hashable, codable: types[t].codable, kind: types[t].kind, range: name.range)
                member.enumType = t
                types.append(member)
            }
        }
        // Each state a destination is bound to: a type of its own, named as Swift writes the binding.
        let destinations = spec.screens.flatMap { screen in screen.destinations.compactMap { item -> DestinationDecl? in
            if case .destination(let decl) = item { return decl }
            return nil
        } } + spec.destinationSets.flatMap(\.destinations)
        for decl in destinations {
            guard let kind = decl.binding else { continue }
            let name = "$" + decl.type.value
            if let known = typeIndex[name] {
                if types[known].binding != kind {
                    problems.add("'\(decl.type.value)' is bound both as isPresented and as item", at: decl.type.range)
                }
                continue
            }
            typeIndex[name] = types.count
            var type = NavType(name: name, hashable: true, codable: true, kind: .value, range: decl.type.range)
            type.binding = kind
            types.append(type)
        }
        return types
    }

    /// The binding a `set` action names, declared by some destination.
    func bindingRef(_ ref: Ref) -> Int? {
        if let t = typeIndex["$" + ref.value] { return t }
        let known = typeIndex.keys.filter { $0.hasPrefix("$") }.map { String($0.dropFirst()) }.sorted()
        problems.add("no navigationDestination(isPresented:) or (item:) is bound to '\(ref.value)'" + Suggestion.didYouMean(ref.value, in: known),
                     at: ref.range)
        return nil
    }

    /// A type that can be pushed: an enum of destinations cannot, only its cases.
    func pushedTypeRef(_ ref: Ref) -> Int? {
        guard let t = typeRef(ref) else { return nil }
        guard let cases = spec.types[safe: t]?.cases, !cases.isEmpty else { return t }
        let examples = cases.prefix(3).map { "\(ref.value).\($0.value)" }.joined(separator: ", ")
        problems.add("'\(ref.value)' is an enum of destinations: push one of its cases (\(examples)\(cases.count > 3 ? ", …" : ""))",
                     at: ref.range)
        return nil
    }

    /// Every destination set, expanded once (so its problems are reported once).
    func expandSets(types: [NavType]) -> [String: [ExpandedDestination]] {
        var sets: [String: [ExpandedDestination]] = [:]
        for set in spec.destinationSets {
            guard sets[set.name.value] == nil else {
                problems.add("duplicate destination set '\(set.name.value)'", at: set.name.range)
                continue
            }
            sets[set.name.value] = set.destinations.flatMap { expand($0, types: types, set: set.name.value) }
        }
        return sets
    }

    /// A screen's destinations with sets spliced in and enums split into their cases.
    func expand(_ items: [DestinationItem], types: [NavType], sets: [String: [ExpandedDestination]]) -> [ExpandedDestination] {
        var result: [ExpandedDestination] = []
        for item in items {
            switch item {
            case .destination(let decl):
                result += expand(decl, types: types, set: nil)
            case .set(let name):
                guard let set = sets[name.value] else {
                    let known = spec.destinationSets.map(\.name.value)
                    problems.add("unknown destination set '\(name.value)'" + (known.isEmpty ? "; declare it under \"destinationSets\""
                        : Suggestion.didYouMean(name.value, in: known)), at: name.range)
                    continue
                }
                result += set
            }
        }
        return result
    }

    private func expand(_ decl: DestinationDecl, types: [NavType], set: String?) -> [ExpandedDestination] {
        guard let t = decl.binding != nil ? typeIndex["$" + decl.type.value] : typeRef(decl.type) else { return [] }
        let enumCases = types[t].cases
        guard let cases = decl.cases else {
            guard let target = decl.target else { return [] }
            // One screen for the whole enum: every case resolves to it.
            let members = enumCases.isEmpty ? [t] : enumCases
            return members.map { ExpandedDestination(decl: decl, type: $0, target: target, typeRange: decl.type.range, set: set, written: t) }
        }
        guard !enumCases.isEmpty else {
            problems.add("'\(decl.type.value)' has no cases; map it to one \"screen\" (or declare \"cases\" on the type)",
                         at: decl.type.range)
            return []
        }
        return cases.compactMap { name, target -> ExpandedDestination? in
            guard let c = typeIndex["\(decl.type.value).\(name.value)"], types[c].enumType == t else {
                let known = enumCases.map { String(types[$0].name.dropFirst(decl.type.value.count + 1)) }
                problems.add("'\(decl.type.value)' has no case '\(name.value)'" + Suggestion.didYouMean(name.value, in: known), at: name.range)
                return nil
            }
            guard let target else { return nil }
            return ExpandedDestination(decl: decl, type: c, target: target, typeRange: name.range, set: set)
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
