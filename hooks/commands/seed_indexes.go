package commands

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
)

// seedRebuildIndexesFrom is the size of a seed from which the non-unique
// indexes of the seeded tables are dropped and built again at the end: one
// sort costs a fraction of a million scattered inserts. Unique indexes
// stay, so they still check every new row.
const seedRebuildIndexesFrom = 50000

var seedTables = []string{"users", "volunteer_profiles", "skills", "experiences", "company_profiles"}

// dropIndexes drops the non-unique indexes of the seeded tables and returns
// the function that creates them again with their own SQL.
func dropIndexes(conn *sql.Conn) (func() error, error) {
	ctx := context.Background()
	tables := "'" + strings.Join(seedTables, "', '") + "'"
	rows, err := conn.QueryContext(ctx, `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL
		AND sql NOT LIKE 'CREATE UNIQUE%' AND tbl_name IN (`+tables+`)`)
	if err != nil {
		return nil, err
	}
	var names, ddl []string
	for rows.Next() {
		var name, q string
		if err := rows.Scan(&name, &q); err != nil {
			rows.Close()
			return nil, err
		}
		names, ddl = append(names, name), append(ddl, q)
	}
	rows.Close()
	restore := func() error {
		for _, q := range ddl {
			if _, err := conn.ExecContext(ctx, q); err != nil {
				return fmt.Errorf("rebuilding an index (%s): %w", q, err)
			}
		}
		ddl = nil
		return nil
	}
	for i, name := range names {
		if _, err := conn.ExecContext(ctx, `DROP INDEX "`+name+`"`); err != nil {
			ddl = ddl[:i]
			return nil, errors.Join(err, restore())
		}
	}
	return restore, nil
}
