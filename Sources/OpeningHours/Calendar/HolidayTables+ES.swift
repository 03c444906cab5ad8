import Foundation

extension HolidayTables {
    /// Spain: national holidays and those of the autonomous communities.
    ///
    /// Source: opening_hours.js `src/holidays/es.yaml` (ODbL-1.0). As there, Catalan,
    /// Valencian and Balearic names come first for their regions (first rule wins), and
    /// only the holidays fixed by the communities themselves are listed; the yearly
    /// decisions on which national holidays a community moves are not modelled.
    /// Communities are matched by the Spanish names opening_hours.js uses and by their
    /// ISO 3166-2:ES codes (ES-CT, ES-MD, …).
    static let spain = HolidayTable(
        "ES",
        rules: [
            HolidayRule.fixed(1, 1, "Cap d'Any").only(codes: "CT"),
            .fixed(1, 1, "Año Nuevo"),
            HolidayRule.fixed(1, 6, "Reis").only(codes: "CT"),
            .fixed(1, 6, "Epifanía del Señor"),
            HolidayRule.fixed(2, 28, "Día de Andalucía").only(codes: "AN"),
            HolidayRule.fixed(3, 1, "Dia de les Illes Balears").only(codes: "IB"),
            HolidayRule.fixed(3, 19, "Sant Josep").only(codes: "VC"),
            HolidayRule.fixed(3, 19, "San José").only(codes: "MC"),
            HolidayRule.easter(-3, "Jueves Santo")
                .only(codes: "AN AR CL CM CN EX GA IB RI MD MC NC AS PV CB CE ML"),
            HolidayRule.easter(-2, "Divendres Sant").only(codes: "CT VC IB"),
            .easter(-2, "Viernes Santo"),
            HolidayRule.easter(1, "Dilluns de Pasqua Florida").only(codes: "CT VC IB"),
            HolidayRule.easter(1, "Lunes de Pascua de Resurrección").only(codes: "PV NC"),
            HolidayRule.fixed(4, 23, "Día de Aragón").only(codes: "AR"),
            HolidayRule.fixed(4, 23, "Día de Castilla y León").only(codes: "CL"),
            HolidayRule.fixed(5, 1, "Festa del Treball").only(codes: "CT VC IB"),
            .fixed(5, 1, "Fiesta del Trabajo"),
            HolidayRule.fixed(5, 2, "Fiesta de la Comunidad de Madrid").only(codes: "MD"),
            HolidayRule.fixed(5, 2, "Día das Letras Galegas").only(codes: "GA"),
            HolidayRule.fixed(5, 30, "Día de Canarias").only(codes: "CN"),
            HolidayRule.fixed(5, 31, "Día de la Región Castilla-La Mancha").only(codes: "CM"),
            HolidayRule.fixed(6, 9, "Día de la Región de Murcia").only(codes: "MC"),
            HolidayRule.fixed(6, 9, "Día de la Rioja").only(codes: "RI"),
            HolidayRule.fixed(6, 13, "San Antonio").only(codes: "CE"),
            HolidayRule.fixed(6, 24, "Sant Joan").only(codes: "CT"),
            HolidayRule.fixed(6, 24, "San Juan").only(codes: "CE"),
            HolidayRule.fixed(7, 25, "Santiago Apóstol").only(codes: "GA"),
            HolidayRule.fixed(8, 6, "Santa María de África").only(codes: "CE"),
            HolidayRule.fixed(8, 15, "l'Assumpció").only(codes: "CT"),
            .fixed(8, 15, "Asunción de la Virgen"),
            HolidayRule.fixed(9, 2, "Día de Ceuta").only(codes: "CE"),
            HolidayRule.fixed(9, 8, "Día de Asturias").only(codes: "AS"),
            HolidayRule.fixed(9, 8, "Día de Extremadura").only(codes: "EX"),
            HolidayRule.fixed(9, 11, "Diada Nacional de Catalunya").only(codes: "CT"),
            HolidayRule.fixed(9, 17, "Día de Cantabria").only(codes: "CB"),
            HolidayRule.fixed(9, 15, "Día de Melilla").only(codes: "ML"),
            HolidayRule.fixed(10, 9, "Dia de la Comunitat Valenciana").only(codes: "VC"),
            HolidayRule.fixed(10, 12, "Festa Nacional d'Espanya").only(codes: "CT"),
            .fixed(10, 12, "Fiesta Nacional de España"),
            HolidayRule.fixed(10, 25, "Euskadi Eguna").only(codes: "PV"),
            HolidayRule.fixed(11, 1, "Tots Sants").only(codes: "CT VC IB"),
            .fixed(11, 1, "Todos los Santos"),
            .fixed(12, 6, "Día de la Constitución Española"),
            HolidayRule.fixed(12, 8, "La Puríssima").only(codes: "CT VC IB"),
            .fixed(12, 8, "La Immaculada Concepción"),
            HolidayRule.fixed(12, 25, "Nadal").only(codes: "CT VC IB"),
            .fixed(12, 25, "Natividad del Señor"),
            HolidayRule.fixed(12, 26, "Sant Esteve").only(codes: "CT"),
        ],
        regions: [
            ("AN", ["Andalucía"]), ("AR", ["Aragón"]), ("AS", ["Asturias", "Principado de Asturias"]),
            ("CN", ["Canarias"]), ("CB", ["Cantabria"]), ("CL", ["Castilla y León"]),
            ("CM", ["Castilla-La Mancha"]), ("CT", ["Cataluña", "Catalunya"]), ("CE", ["Ceuta"]),
            ("EX", ["Extremadura"]), ("GA", ["Galicia"]), ("IB", ["Islas Baleares", "Illes Balears"]),
            ("RI", ["La Rioja"]), ("MD", ["Comunidad de Madrid"]), ("ML", ["Melilla"]),
            ("MC", ["Región de Murcia", "Murcia"]), ("NC", ["Navarra", "Comunidad Foral de Navarra"]),
            ("PV", ["País Vasco", "Euskadi"]), ("VC", ["Comunidad Valenciana", "Comunitat Valenciana"]),
        ].map { HolidayRegion($0.0, names: $0.1) }
    )
}
